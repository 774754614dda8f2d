import { Stack, Text } from '@chakra-ui/react';
import type { AuditoriaEntrada } from '@resto/shared/contracts';
import { entityName, isObject, NAME_FIELD, useAuditValues } from './audit-values';

type Fields = Record<string, unknown>;

/** A value that is not a set of fields is shown alone, without a field name. */
const asFields = (value: unknown): Fields | null => (isObject(value) ? value : value === null || value === undefined ? null : { '': value });

/**
 * What an entry changed, field by field (`campo: antes → después`), as a manager reads it: fields
 * the change left as they were are left out, one it only set or only had shows that value, and the
 * entity's name (shown beside the entity) is not repeated. A creation lists what it set, a removal
 * what it had. Entries that keep no fields show nothing here.
 */
export function AuditDetail({ entry }: { entry: Pick<AuditoriaEntrada, 'accion' | 'entidad' | 'antes' | 'despues'> }) {
  const { label, shown } = useAuditValues(entry.accion);
  const antes = asFields(entry.antes);
  const despues = asFields(entry.despues);
  const nameField = entityName(entry) === null ? null : NAME_FIELD[entry.entidad];
  const lines = [...new Set([...Object.keys(antes ?? {}), ...Object.keys(despues ?? {})])].flatMap((key) => {
    const before = antes && key in antes ? shown(antes[key], key) : null;
    const after = despues && key in despues ? shown(despues[key], key) : null;
    if (before !== null && after !== null) return before === after ? [] : [{ key, text: `${before} → ${after}` }];
    if (key === nameField) return [];
    return [{ key, text: (after ?? before)! }];
  });
  if (lines.length === 0) return <Text color="fg.muted">—</Text>;
  return (
    <Stack gap={0} data-testid="audit-detail">
      {lines.map(({ key, text }) => (
        <Text key={key} fontSize="sm">
          {key !== '' && (
            <Text as="span" fontWeight="medium">
              {`${label(key)}: `}
            </Text>
          )}
          {text}
        </Text>
      ))}
    </Stack>
  );
}
