/*
 * The venue's tables as the other features use them: the table list's fetcher (the desktop's and
 * the handheld's) and moving, joining or separating a table's comanda. Plain TypeScript, no UI:
 * the handheld's first script imports this entry.
 */
export { getMesas } from './api/get-mesas';
export { mesaUnion, type MesaUnionAction } from './api/mesas-union';
