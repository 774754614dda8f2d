import { Badge, Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Cliente } from '@resto/shared/contracts';
import { queryFailure } from '@resto/shared/query';
import { AppDialog, useDebouncedValue, useListKeys, useMoney } from '@resto/shared/sales-ui';
import { useClientes } from '../api/get-clientes';

export interface CustomerPickerDialogProps {
  open: boolean;
  onClose: () => void;
  /** The chosen customer, or null for none (final consumer). */
  onPick: (cliente: Cliente | null) => void;
}

/** Chooses the sale's customer (F3): type to search, arrows choose, Enter takes it. */
export function CustomerPickerDialog({ open, onClose, onPick }: CustomerPickerDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog open={open} onClose={onClose} title={t('ventas.picker.titulo')} size="lg" testId="customer-picker">
      <PickerBody onPick={onPick} />
    </AppDialog>
  );
}

function PickerBody({ onPick }: { onPick: (cliente: Cliente | null) => void }) {
  const { t } = useTranslation();
  const { amount, percent } = useMoney();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 200);
  const clientes = useClientes({ q, pagina: 1, limite: 10, incluirInactivos: false });
  const { data } = clientes;
  const { error } = queryFailure(clientes.error);
  const results = data?.items ?? [];
  const { active, setActive, onKeyDown } = useListKeys(results.length, q, (i) => {
    const cliente = results[i];
    if (cliente) onPick(cliente);
  });

  return (
    <Stack gap={3}>
      <Input
        autoFocus
        role="combobox"
        aria-label={t('ventas.picker.buscar')}
        aria-controls="cliente-resultados"
        aria-expanded={results.length > 0}
        aria-activedescendant={results[active] ? `cliente-opcion-${results[active].id}` : undefined}
        placeholder={t('ventas.picker.buscar')}
        autoComplete="off"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        data-testid="customer-search-input"
      />
      <Box id="cliente-resultados" role="listbox" aria-label={t('ventas.picker.titulo')} maxH="50vh" overflowY="auto">
        {error && <Text color="fg.error">{error}</Text>}
        {data && results.length === 0 && <Text color="fg.muted">{t('ventas.picker.sinResultados')}</Text>}
        {results.map((c, i) => (
          <HStack
            key={c.id}
            id={`cliente-opcion-${c.id}`}
            role="option"
            aria-selected={i === active}
            justify="space-between"
            px={3}
            py={2}
            borderRadius="md"
            cursor="pointer"
            bg={i === active ? 'primary.subtle' : undefined}
            onMouseEnter={() => setActive(i)}
            onClick={() => onPick(c)}
            data-testid="customer-option"
          >
            <Stack gap={0} minW={0}>
              <Text fontWeight="semibold" truncate>
                {c.nombre}
              </Text>
              <Text fontSize="xs" color="fg.muted" truncate>
                {[c.telefono, c.email, c.cuit].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
            <HStack gap={1}>
              {c.descuento > 0 && <Badge colorPalette="green">{t('ventas.picker.descuento', { porcentaje: percent(c.descuento) })}</Badge>}
              {c.cuentaCorriente && (
                <Badge colorPalette="purple">
                  {t('ventas.picker.cuentaCorriente')} {amount(c.saldo)}
                </Badge>
              )}
            </HStack>
          </HStack>
        ))}
      </Box>
      <Box>
        <Button variant="ghost" size="sm" onClick={() => onPick(null)}>
          {t('ventas.picker.sinCliente')}
        </Button>
      </Box>
    </Stack>
  );
}
