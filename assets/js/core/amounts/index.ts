export * from './rescale';
export * from './display-items';
export * from './line-items';
export * from './total-items';
