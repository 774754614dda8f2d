import { chakra, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import type { ConversacionResumen } from '@resto/shared/contracts';
import { formatDateTime } from '@resto/shared/format';
import { useTranslation } from '@resto/shared/i18n';
import { useGeneralConfig } from '@resto/shared/session';

/**
 * The person's own stored conversations (only when the venue keeps them), the last used first:
 * a tap opens one to read and continue it; the bin deletes it.
 */
export function ConversationHistory({
  conversaciones,
  retencionDias,
  actual,
  busy,
  onOpen,
  onDelete,
}: {
  conversaciones: ConversacionResumen[];
  retencionDias: number;
  /** The conversation on screen, marked in the list. */
  actual: string | null;
  /** An open or delete in progress: the list waits. */
  busy: boolean;
  onOpen: (id: string) => void;
  onDelete: (c: ConversacionResumen) => void;
}) {
  const { t } = useTranslation();
  const { locale, hour12 } = useGeneralConfig();
  return (
    <Stack gap={2} data-testid="assistant-historial">
      <Text fontSize="sm" color="fg.muted">
        {t('asistente.historial.aviso', { count: retencionDias })}
      </Text>
      {conversaciones.length === 0 ? (
        <Text color="fg.muted">{t('asistente.historial.vacio')}</Text>
      ) : (
        <Stack as="ul" gap={2} listStyleType="none" m={0} p={0}>
          {conversaciones.map((c) => (
            <HStack
              as="li"
              key={c.id}
              gap={1}
              borderWidth="1px"
              borderRadius="md"
              borderColor={c.id === actual ? 'primary.solid' : 'border'}
              bg={c.id === actual ? 'primary.subtle' : undefined}
              data-testid="conversacion-item"
            >
              <chakra.button
                type="button"
                flex="1"
                minW={0}
                textAlign="start"
                px={3}
                py={2}
                cursor="pointer"
                borderRadius="md"
                _hover={{ bg: 'bg.muted' }}
                _disabled={{ cursor: 'not-allowed', opacity: 0.6 }}
                disabled={busy}
                aria-current={c.id === actual ? 'true' : undefined}
                aria-label={t('asistente.historial.abrir', { titulo: c.titulo })}
                onClick={() => onOpen(c.id)}
              >
                <Text fontWeight="medium" truncate>
                  {c.titulo}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {formatDateTime(c.updatedAt, { locale, hour12, seconds: false })} · {t('asistente.historial.preguntas', { count: Math.ceil(c.mensajes / 2) })}
                </Text>
              </chakra.button>
              <IconButton
                variant="ghost"
                size="sm"
                colorPalette="red"
                disabled={busy}
                aria-label={t('asistente.historial.borrar', { titulo: c.titulo })}
                onClick={() => onDelete(c)}
                me={1}
              >
                <TrashGlyph />
              </IconButton>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function TrashGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="1.1em" height="1.1em" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
    </svg>
  );
}
