export * from './devices';
export * from './print-dialog';
export * from './station';
export * from './use-print-station';
export * from './print-station-banner';
