/** The postcard pages this flow moves between (spec part 2 §2.1; {card_slug} is the template id). */
export const postcardListPath = '/hos-postcards';
export const postcardMessagePath = '/hos-postcards/message';
export const postcardEditPath = (templateId: number) => `/hos-postcards/edit-my-card/${templateId}`;
