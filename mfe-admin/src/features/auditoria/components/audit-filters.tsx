import { Button, Field, HStack, NativeSelect, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AUDITORIA_ACCIONES } from '@resto/shared/contracts';
import { DateField } from '@resto/shared/sales-ui';
import type { AuditoriaFiltros } from '../api/auditoria';

export const SIN_FILTROS: AuditoriaFiltros = { usuarioId: null, accion: '', fechaDesde: '', fechaHasta: '', pagina: 1 };

/** An action's label; one the screen does not know yet shows its name. */
export function useAccionLabel() {
  const { t } = useTranslation();
  return (accion: string) => t(`auditoria.acciones.${accion}`, { defaultValue: accion });
}

/** Who, what and when: every change of a filter goes back to the first page. */
export function AuditFilters({
  value,
  onChange,
  usuarios,
}: {
  value: AuditoriaFiltros;
  onChange: (next: AuditoriaFiltros) => void;
  usuarios: readonly { id: number; nombre: string }[];
}) {
  const { t } = useTranslation();
  const label = useAccionLabel();
  const set = (patch: Partial<AuditoriaFiltros>) => onChange({ ...value, ...patch, pagina: 1 });
  const acciones = [...AUDITORIA_ACCIONES].map((a) => ({ value: a, label: label(a) })).sort((a, b) => a.label.localeCompare(b.label));
  return (
    <Wrap gap={3} align="flex-end" data-testid="audit-filters">
      <Field.Root width="auto" minW="12rem">
        <Field.Label>{t('auditoria.usuario')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            data-testid="audit-filtro-usuario"
            value={value.usuarioId ?? ''}
            onChange={(e) => set({ usuarioId: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
          >
            <option value="">{t('auditoria.todos')}</option>
            {usuarios.map((u) => (
              <option key={u.id} value={u.id}>
                {u.nombre}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root width="auto" minW="14rem">
        <Field.Label>{t('auditoria.accion')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field data-testid="audit-filtro-accion" value={value.accion} onChange={(e) => set({ accion: e.currentTarget.value })}>
            <option value="">{t('auditoria.todas')}</option>
            {acciones.map((a) => (
              <option key={a.value} value={a.value}>
                {a.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <DateField
        label={t('auditoria.desde')}
        data-testid="audit-filtro-desde"
        value={value.fechaDesde}
        max={value.fechaHasta || undefined}
        onChange={(fechaDesde) => set({ fechaDesde })}
      />
      <DateField
        label={t('auditoria.hasta')}
        data-testid="audit-filtro-hasta"
        value={value.fechaHasta}
        min={value.fechaDesde || undefined}
        onChange={(fechaHasta) => set({ fechaHasta })}
      />
      <HStack>
        <Button variant="ghost" onClick={() => onChange(SIN_FILTROS)} data-testid="audit-limpiar">
          {t('auditoria.limpiar')}
        </Button>
      </HStack>
    </Wrap>
  );
}
