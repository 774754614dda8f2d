// The assistant: its chat route over the venue's own data, and the pruning of old conversations.
export { asistenteRoutes } from './asistente.routes';
export { type HistorialCleanupOptions, historialCleanupPlugin } from './historial-cleanup.plugin';
