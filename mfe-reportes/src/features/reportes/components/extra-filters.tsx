import { HStack, NativeSelect, Field } from '@chakra-ui/react';
import { REPORTE_ORIGENES, type ReportesQuery } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** Payment method and order type, the filters that fit every report's sales. */
export function ExtraFilters({ value, onChange }: { value: ReportesQuery; onChange: (next: ReportesQuery) => void }) {
  const { t } = useTranslation();
  const medios = useQuery({ queryKey: ['medios-de-pago'], queryFn: fromApi((signal) => api.get<{ id: number; nombre: string }[]>('/medios-de-pago', { signal })) });
  return (
    <HStack gap={3} align="end" wrap="wrap">
      <Field.Root w="auto">
        <Field.Label>{t('reportes.filtros.medio')}</Field.Label>
        <NativeSelect.Root size="sm" w="12rem">
          <NativeSelect.Field
            data-testid="filtro-medio"
            value={value.medioPagoId === undefined ? '' : String(value.medioPagoId)}
            onChange={(e) => onChange({ ...value, medioPagoId: e.target.value === '' ? undefined : Number(e.target.value) })}
          >
            <option value="">{t('reportes.filtros.todos')}</option>
            {(medios.data ?? []).map((m) => (
              <option key={m.id} value={m.id}>
                {m.nombre}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root w="auto">
        <Field.Label>{t('reportes.filtros.origen')}</Field.Label>
        <NativeSelect.Root size="sm" w="10rem">
          <NativeSelect.Field
            data-testid="filtro-origen"
            value={value.origen ?? ''}
            onChange={(e) => onChange({ ...value, origen: e.target.value === '' ? undefined : (e.target.value as (typeof REPORTE_ORIGENES)[number]) })}
          >
            <option value="">{t('reportes.filtros.todos')}</option>
            {REPORTE_ORIGENES.map((o) => (
              <option key={o} value={o}>
                {t(`reportes.origen.${o}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </HStack>
  );
}
