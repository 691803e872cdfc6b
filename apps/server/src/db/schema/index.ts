export * from './catalog.ts';
export * from './identity.ts';
export * from './booking.ts';
export * from './promotions.ts';
export * from './site.ts';
export * from './store.ts';
export * from './postcards.ts';
export * from './console.ts';
