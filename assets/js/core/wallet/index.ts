export * from './button-options';
