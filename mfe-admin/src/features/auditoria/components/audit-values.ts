import { useTranslation } from 'react-i18next';
import { useGeneralConfig } from '@resto/shared/session';
import { useMoney } from '@resto/shared/sales-ui';
import { permissionLabel } from '../../roles';

export const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** How a field's value reads: the api writes amounts as decimals in the currency's major unit. */
export type FieldKind = 'money' | 'percent' | 'plain';

const MONEY = /^(precio|costo|monto|total|subtotal|descuento|valor|importe|propina|diferencia|esperado|declarado|saldo|limiteCredito)/;
const PERCENT = /(Pct|porcentaje|descuentoMaximo)$/;

/** Fields whose name reads as money but that an action keeps as a percentage (a customer's discount, a role's limit). */
const PERCENT_BY_ACTION: Readonly<Record<string, readonly string[]>> = {
  'cliente-descuento': ['descuento', 'limite'],
  descuento: ['limite'],
};

/** Fields that hold a code the screen translates (`auditoria.valores.<field>.<code>`). */
const CODES = new Set(['origen', 'estado']);

/** A role's permissions, read by their labels as the role's form shows them. */
const PERMISSIONS_FIELD = 'permisos';

/** The field that holds the display name of an entry's entity, for the entities whose audit keeps it. */
export const NAME_FIELD: Readonly<Record<string, string>> = { producto: 'producto', caja: 'nombre', arqueo: 'caja', cliente: 'nombre', rol: 'nombre', usuario: 'usuario' };

/** The kind of a field by its name, in an entry of this action. */
export function fieldKind(accion: string, field: string): FieldKind {
  if (PERCENT.test(field) || PERCENT_BY_ACTION[accion]?.includes(field)) return 'percent';
  return MONEY.test(field) ? 'money' : 'plain';
}

/** The currency of a money field: amounts in reais or dollars name it, the rest is the venue's. */
function fieldCurrency(field: string): string | undefined {
  if (/Reales$/.test(field)) return 'BRL';
  if (/Dolares$/.test(field)) return 'USD';
  return undefined;
}

/** The entity's display name as the entry keeps it (a product's or a till's), or null. */
export function entityName(entry: { entidad: string; antes: unknown; despues: unknown }): string | null {
  const field = NAME_FIELD[entry.entidad];
  if (!field) return null;
  for (const side of [entry.despues, entry.antes]) {
    const name = isObject(side) ? side[field] : undefined;
    if (typeof name === 'string' && name.trim() !== '') return name;
  }
  return null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A field's label and value as a manager reads them: money in its currency, percentages, yes/no, dates, codes translated. */
export function useAuditValues(accion: string) {
  const { t } = useTranslation();
  const money = useMoney();
  const { hour12 } = useGeneralConfig();
  const dateTime = new Intl.DateTimeFormat(money.locale, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12 });
  const label = (field: string) => (field === '' ? '' : t(`auditoria.campos.${field}`, { defaultValue: field }));
  const shown = (value: unknown, field = ''): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return value ? t('auditoria.si') : t('auditoria.no');
    if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((v) => shown(v, field)).join(', ');
    if (isObject(value))
      return Object.entries(value)
        .map(([k, v]) => `${label(k)}: ${shown(v, k)}`)
        .join(' · ');
    if (typeof value === 'number') {
      const kind = fieldKind(accion, field);
      if (kind === 'money') return money.amount(value, fieldCurrency(field));
      if (kind === 'percent') return money.percent(value);
      return String(value);
    }
    if (typeof value === 'string') {
      if (CODES.has(field)) return t(`auditoria.valores.${field}.${value}`, { defaultValue: value });
      if (field === PERMISSIONS_FIELD) return permissionLabel(value, t);
      if (ISO_DATE.test(value)) return money.date(value);
      if (ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))) return dateTime.format(new Date(value));
    }
    return String(value);
  };
  return { label, shown };
}
