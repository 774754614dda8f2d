import type { Generated } from 'kysely';

/** A venue's quantity deal (migration 0040). */
export interface PromocionesTable {
  id: Generated<number>;
  local_id: number;
  nombre: string;
  /** 'nxm' or 'segunda-unidad'. */
  tipo: string;
  lleva: number | null;
  paga: number | null;
  /** segunda-unidad: percent scaled by 100 (50 % -> 5000). */
  porcentaje: number | null;
  producto_id: number | null;
  categoria_id: number | null;
  /** Comma-separated channels ('salon,mostrador'). */
  canales: string;
  /** Comma-separated weekdays (1 Monday ... 7 Sunday), null when it always applies. */
  dias: string | null;
  desde: string | null;
  hasta: string | null;
  activa: Generated<number>;
  created_at: string;
  updated_at: string;
}
