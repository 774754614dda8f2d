import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AuditoriaEntrada } from '@resto/shared/contracts';

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** One value as a person reads it: none as '—', yes/no, lists joined, nested objects as their fields. */
function useShown() {
  const { t } = useTranslation();
  const shown = (value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return value ? t('auditoria.si') : t('auditoria.no');
    if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(shown).join(', ');
    if (isObject(value))
      return Object.entries(value)
        .map(([k, v]) => `${k}: ${shown(v)}`)
        .join(' · ');
    return String(value);
  };
  return shown;
}

/**
 * What an entry changed, field by field (`campo: antes → después`); a creation lists what it
 * set, a removal what it had. Entries that keep no fields show nothing here.
 */
export function AuditDetail({ entry }: { entry: Pick<AuditoriaEntrada, 'antes' | 'despues'> }) {
  const shown = useShown();
  const antes = isObject(entry.antes) ? entry.antes : entry.antes === null ? null : { valor: entry.antes };
  const despues = isObject(entry.despues) ? entry.despues : entry.despues === null ? null : { valor: entry.despues };
  const keys = [...new Set([...Object.keys(antes ?? {}), ...Object.keys(despues ?? {})])];
  if (keys.length === 0) return <Text color="fg.muted">—</Text>;
  return (
    <Stack gap={0} data-testid="audit-detail">
      {keys.map((key) => {
        const line = antes && despues ? `${shown(antes[key])} → ${shown(despues[key])}` : shown((despues ?? antes)?.[key]);
        return (
          <Text key={key} fontSize="sm">
            <Text as="span" fontWeight="medium">
              {key}
            </Text>
            {`: ${line}`}
          </Text>
        );
      })}
    </Stack>
  );
}
