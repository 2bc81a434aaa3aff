export * from './rescale';
export * from './display-items';
