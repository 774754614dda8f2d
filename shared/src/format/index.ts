export * from './money';
export * from './numbers';
export * from './dates';
export * from './currencies';
export * from './countries';
export * from './currency-scale';
export * from './number-input';
