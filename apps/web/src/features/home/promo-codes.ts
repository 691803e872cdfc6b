/** spec part 1 §1 and §9: promo WELCOME10 gives 10% off the first order, advertised on the home page. */
export const welcomeCode = 'WELCOME10';
