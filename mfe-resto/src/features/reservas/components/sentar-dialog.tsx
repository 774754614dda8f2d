import { Button, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { Mesa, Reserva } from '@resto/shared/contracts';
import { AppDialog } from '@resto/shared/sales-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface SentarDialogProps {
  reserva: Reserva | null;
  mesas: readonly Mesa[];
  busy: boolean;
  onClose: () => void;
  onConfirm: (reserva: Reserva, mesaId: number) => void;
}

/** Seat a party: its own table by default, or another free one that fits it. */
export function SentarDialog({ reserva, mesas, busy, onClose, onConfirm }: SentarDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog
      open={reserva !== null}
      onClose={onClose}
      title={reserva ? t('reservasPage.sentarTitulo', { nombre: reserva.clienteNombre, count: reserva.personas }) : ''}
      testId="sentar-dialog"
    >
      {reserva && <SentarForm reserva={reserva} mesas={mesas} busy={busy} onClose={onClose} onConfirm={onConfirm} />}
    </AppDialog>
  );
}

function SentarForm({ reserva, mesas, busy, onClose, onConfirm }: Omit<SentarDialogProps, 'reserva'> & { reserva: Reserva }) {
  const { t } = useTranslation();
  const fits = mesas.filter((m) => m.capacidad >= reserva.personas && (!m.ocupada || m.id === reserva.mesaId));
  const [mesaId, setMesaId] = useState<number | null>(reserva.mesaId ?? fits[0]?.id ?? null);
  return (
    <Stack gap={4}>
      <Text fontSize="sm">{t('reservasPage.sentarAyuda')}</Text>
      <Field.Root required>
        <Field.Label>{t('reservasPage.campos.mesa')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={mesaId ?? ''} onChange={(e) => setMesaId(e.target.value ? Number(e.target.value) : null)} data-testid="sentar-mesa">
            {fits.map((m) => (
              <option key={m.id} value={m.id}>
                {t('reservasPage.campos.mesaOpcion', { numero: m.numero, capacidad: m.capacidad, zona: m.zona })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <HStack justify="flex-end" gap={2}>
        <Button variant="outline" onClick={onClose}>
          {t('reservasPage.volver')}
        </Button>
        <Button colorPalette="primary" loading={busy} disabled={mesaId === null} onClick={() => mesaId !== null && onConfirm(reserva, mesaId)} data-testid="sentar-confirmar">
          {t('reservasPage.sentarConfirmar')}
        </Button>
      </HStack>
    </Stack>
  );
}
