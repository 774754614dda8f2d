import { Button, Card, Field, Heading, Input, NativeSelect, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { zoneLabel, type TableShape, type TableSize } from '@resto/shared/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorMesa, MesaPatch } from '../plan-editor';

export interface TablePropertiesProps {
  mesa: EditorMesa | null;
  zonas: readonly string[];
  /** The number repeats another table's (shown under the field). */
  duplicated: boolean;
  onChange: (patch: MesaPatch) => void;
  onDelete: () => void;
}

/** The selected table's number, capacity, zone, shape and size, and deleting it. */
export function TableProperties({ mesa, zonas, duplicated, onChange, onDelete }: TablePropertiesProps) {
  const { t } = useTranslation();
  if (!mesa) {
    return (
      <Card.Root variant="subtle" data-testid="mesa-propiedades">
        <Card.Body>
          <Text color="fg.muted">{t('resto.editor.elegirMesa')}</Text>
        </Card.Body>
      </Card.Root>
    );
  }
  return (
    <Card.Root data-testid="mesa-propiedades">
      <Card.Body>
        <Stack gap={4}>
          <Heading as="h2" size="md">
            {t('resto.editor.mesaN', { numero: mesa.numero })}
          </Heading>
          <NumberField
            key={`numero-${mesa.key}`}
            label={t('resto.editor.numero')}
            value={mesa.numero}
            invalid={duplicated || mesa.numero <= 0}
            error={duplicated ? t('resto.editor.numeroRepetido', { numero: mesa.numero }) : t('resto.editor.numeroInvalido')}
            onCommit={(numero) => onChange({ numero })}
            testId="prop-numero"
          />
          <NumberField
            key={`capacidad-${mesa.key}-${mesa.tam}`}
            label={t('resto.editor.capacidad')}
            value={mesa.capacidad}
            invalid={mesa.capacidad < 1 || mesa.capacidad > 50}
            error={t('resto.editor.capacidadInvalida')}
            onCommit={(capacidad) => onChange({ capacidad })}
            testId="prop-capacidad"
          />
          <Field.Root>
            <Field.Label>{t('resto.editor.zona')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={mesa.zona} onChange={(e) => onChange({ zona: e.target.value })} data-testid="prop-zona">
                {zonas.map((z) => (
                  <option key={z} value={z}>
                    {zoneLabel(z)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('resto.editor.forma')}</Field.Label>
            <SegmentGroup.Root size="sm" value={mesa.forma} onValueChange={(e) => onChange({ forma: e.value as TableShape })} data-testid="prop-forma">
              <SegmentGroup.Indicator />
              <SegmentGroup.Items
                items={[
                  { value: 'circular', label: t('resto.editor.redonda') },
                  { value: 'cuadrada', label: t('resto.editor.cuadrada') },
                ]}
              />
            </SegmentGroup.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('resto.editor.tamano')}</Field.Label>
            <SegmentGroup.Root size="sm" value={mesa.tam} onValueChange={(e) => onChange({ tam: e.value as TableSize })} data-testid="prop-tam">
              <SegmentGroup.Indicator />
              <SegmentGroup.Items
                items={[
                  { value: 'chica', label: t('resto.editor.chica') },
                  { value: 'grande', label: t('resto.editor.grande') },
                ]}
              />
            </SegmentGroup.Root>
          </Field.Root>
          <Text fontSize="xs" color="fg.muted">
            {t('resto.editor.moverAyuda')}
          </Text>
          <Button variant="outline" colorPalette="red" onClick={onDelete} data-testid="prop-eliminar">
            {t('resto.editor.eliminarMesa')}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** A whole number typed freely and applied when it is one (on each valid keystroke). */
function NumberField({ label, value, invalid, error, onCommit, testId }: { label: string; value: number; invalid: boolean; error: string; onCommit: (n: number) => void; testId: string }) {
  const [text, setText] = useState(String(value));
  const parsed = /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  const bad = invalid || Number.isNaN(parsed);
  return (
    <Field.Root invalid={bad}>
      <Field.Label>{label}</Field.Label>
      <Input
        size="sm"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const n = /^\d+$/.test(e.target.value.trim()) ? Number(e.target.value.trim()) : Number.NaN;
          if (!Number.isNaN(n)) onCommit(n);
        }}
        onBlur={() => setText(String(value))}
        data-testid={testId}
      />
      {bad && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
