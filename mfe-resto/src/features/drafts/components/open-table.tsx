import { Stack, Text } from '@chakra-ui/react';
import type { Mesa } from '@resto/shared/contracts';
import { useSession } from '@resto/shared/session';
import { useTranslation } from 'react-i18next';
import type { DraftsStore } from '../state/drafts-actions';
import { DraftDetailsForm, emptyDetails, type DraftDetails } from './draft-details-form';
import { useAction } from './use-draft-action';

/** A free table's panel: the details it opens with (diners, comment, waiter, customer). */
export function OpenTable({ mesa, store }: { mesa: Mesa; store: DraftsStore }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const run = useAction(store);
  const open = (values: DraftDetails) =>
    run(
      store.createDraft(mesa, {
        comensales: values.comensales,
        comentario: values.comentario.trim() || null,
        camarero: values.camarero.trim() || null,
        clienteId: values.cliente?.id ?? null,
      }),
    );
  return (
    <Stack gap={4}>
      {mesa.estado === 'reservada' && (
        <Text color="orange.fg" data-testid="mesa-reservada">
          {t('resto.panel.reservadaAviso')}
        </Text>
      )}
      <Text fontWeight="semibold">{t('resto.panel.abrirTitulo')}</Text>
      <DraftDetailsForm initial={emptyDetails(user?.nombre ?? '')} submitLabel={t('resto.panel.abrir')} onSubmit={open} testId="abrir-mesa" />
    </Stack>
  );
}
