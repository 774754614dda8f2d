// The venue's kernel that every module reads: the venue itself and its users' names, money at the
// venue's scale, and the reply of an idempotent mutation.
export * from './crud-routes';
export * from './money';
export * from './mutation-reply';
export * from './venue.repository';
