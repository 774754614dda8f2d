// The handheld's early GET /api/mesas (early.ts), loaded by index.html before the bundle.
import { startEarlyMesas } from './early';

startEarlyMesas();
