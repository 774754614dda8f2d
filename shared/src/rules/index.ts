export * from './device';
export * from './language';
export * from './roles';
export * from './money';
export * from './sale-totals';
export * from './fiscal-id';
export * from './date-range';
export * from './search-text';
