export * from './device';
export * from './language';
export * from './roles';
