import { Badge, Box, Button, chakra, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import type { DraftItem } from '@resto/shared/contracts';
import { QUANTITY_DECIMALS } from '@resto/shared/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { ComboComponents, useMoney, useNumberFields, useValidationText } from '@resto/shared/sales-ui';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

export interface DraftItemsProps {
  items: readonly DraftItem[];
  onQuantity: (item: DraftItem, cantidad: number) => void;
  onDelete: (item: DraftItem) => void;
  onRestore: (item: DraftItem) => void;
  /** Edit the line's note for the kitchen. */
  onNotes: (item: DraftItem) => void;
}

/**
 * The draft's items, oldest first. A deleted item stays, struck through with '(Eliminado)' and
 * its reason; its remove button is off and it can be restored.
 */
export function DraftItems({ items, onQuantity, onDelete, onRestore, onNotes }: DraftItemsProps) {
  const { t } = useTranslation();
  const active = items.filter((i) => !i.eliminado).length;
  return (
    <Stack gap={1} as="section" aria-label={t('resto.items.titulo', { n: active })}>
      <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
        {t('resto.items.titulo', { n: active })}
      </Text>
      {items.length === 0 && (
        <Text color="fg.muted" data-testid="draft-sin-items">
          {t('resto.items.vacio')}
        </Text>
      )}
      <Stack gap={0} as="ul" listStyleType="none" data-testid="draft-items">
        {items.map((item) => (
          <ItemRow key={item.id} item={item} onQuantity={onQuantity} onDelete={onDelete} onRestore={onRestore} onNotes={onNotes} />
        ))}
      </Stack>
    </Stack>
  );
}

function ItemRow({ item, onQuantity, onDelete, onRestore, onNotes }: { item: DraftItem } & Omit<DraftItemsProps, 'items'>) {
  const { t } = useTranslation();
  const { amount, quantity } = useMoney();
  const [editingWeight, setEditingWeight] = useState(false);
  const unidad = t(`resto.unidades.${item.unidadMedida}`);

  return (
    <Box as="li" py={2} borderBottomWidth="1px" data-testid="draft-item" data-eliminado={item.eliminado || undefined}>
      <HStack justify="space-between" align="flex-start" gap={2}>
        <Stack gap={0} minW={0} flex="1">
          <Text fontWeight="medium" textDecoration={item.eliminado ? 'line-through' : undefined} color={item.eliminado ? 'fg.muted' : undefined} data-testid="draft-item-nombre">
            {item.productoNombre}
            {item.eliminado && (
              <Text as="span" ms={1} textDecoration="none" display="inline-block" color="fg.error" fontSize="sm">
                {t('resto.items.eliminado')}
              </Text>
            )}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {item.esPorPeso
              ? t('resto.items.pesoPorPrecio', { peso: quantity(item.cantidad), unidad, precio: amount(item.precioUnitario) })
              : t('resto.items.cantidadPorPrecio', { cantidad: quantity(item.cantidad), precio: amount(item.precioUnitario) })}
            {/* The price list the api priced the line by when it was added. */}
            {item.listaPrecio && (
              <Badge ms={1} size="xs" colorPalette="purple" variant="subtle" data-testid="draft-item-lista-precio">
                {item.listaPrecio}
              </Badge>
            )}
          </Text>
          {item.modificadores && item.modificadores.length > 0 && (
            <Text fontSize="xs" data-testid="draft-item-modificadores">
              {item.modificadores.map((m) => (m.precioDelta > 0 ? `${m.nombre} (+${amount(m.precioDelta)})` : m.nombre)).join(', ')}
            </Text>
          )}
          <ComboComponents componentes={item.componentes} />
          {item.enEspera && !item.eliminado && (
            <Badge alignSelf="flex-start" colorPalette="orange" variant="subtle" data-testid="draft-item-en-espera">
              {item.curso ? t('resto.items.enEspera', { curso: t(`resto.cursos.${item.curso}`) }) : t('resto.items.enEsperaSinCurso')}
            </Badge>
          )}
          {item.notas && (
            <Text fontSize="xs" fontStyle="italic" data-testid="draft-item-notas">
              {t('resto.items.nota', { nota: item.notas })}
            </Text>
          )}
          {item.eliminado && item.motivoEliminacion && (
            <Text fontSize="xs" color="fg.error" data-testid="draft-item-motivo">
              {t('resto.items.motivo', { motivo: item.motivoEliminacion })}
            </Text>
          )}
        </Stack>
        <Text
          fontWeight="semibold"
          whiteSpace="nowrap"
          textDecoration={item.eliminado ? 'line-through' : undefined}
          color={item.eliminado ? 'fg.muted' : undefined}
          data-testid="draft-item-subtotal"
        >
          {amount(item.subtotalItem)}
        </Text>
      </HStack>
      <HStack justify="space-between" mt={1} gap={2}>
        {item.eliminado ? (
          <Badge colorPalette="red" variant="subtle">
            {t('resto.items.eliminadoBadge')}
          </Badge>
        ) : item.esPorPeso ? (
          editingWeight ? (
            <WeightEditor
              initial={item.cantidad}
              unidad={unidad}
              onCancel={() => setEditingWeight(false)}
              onSave={(peso) => {
                setEditingWeight(false);
                onQuantity(item, peso);
              }}
            />
          ) : (
            <Button size="xs" variant="outline" onClick={() => setEditingWeight(true)}>
              {t('resto.items.cambiarPeso')}
            </Button>
          )
        ) : (
          <HStack gap={1}>
            <IconButton
              size="xs"
              variant="outline"
              aria-label={t('resto.items.menosDe', { producto: item.productoNombre })}
              disabled={item.cantidad <= 1}
              onClick={() => onQuantity(item, item.cantidad - 1)}
            >
              −
            </IconButton>
            <Text minW="2ch" textAlign="center" data-testid="draft-item-cantidad">
              {quantity(item.cantidad)}
            </Text>
            <IconButton size="xs" variant="outline" aria-label={t('resto.items.masDe', { producto: item.productoNombre })} onClick={() => onQuantity(item, item.cantidad + 1)}>
              +
            </IconButton>
          </HStack>
        )}
        <HStack gap={1}>
          {!item.eliminado && (
            <Button
              size="xs"
              variant="ghost"
              onClick={() => onNotes(item)}
              aria-label={t('resto.items.editarNotaDe', { producto: item.productoNombre })}
              data-testid="draft-item-nota"
            >
              {t('resto.items.editarNota')}
            </Button>
          )}
          {item.eliminado && (
            <Button size="xs" variant="ghost" onClick={() => onRestore(item)} data-testid="draft-item-restaurar">
              {t('resto.items.restaurar')}
            </Button>
          )}
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            disabled={item.eliminado}
            onClick={() => onDelete(item)}
            aria-label={t('resto.items.eliminarDe', { producto: item.productoNombre })}
            data-testid="draft-item-eliminar"
          >
            {t('resto.items.eliminar')}
          </Button>
        </HStack>
      </HStack>
    </Box>
  );
}

function WeightEditor({ initial, unidad, onSave, onCancel }: { initial: number; unidad: string; onSave: (peso: number) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const errorText = useValidationText();
  const fields = useNumberFields();
  const { quantity } = useMoney();
  // Shown and read the way the venue writes numbers (1,5 in es-AR, 1.5 in en-US); more than 0.
  const schema = useMemo(
    () => z.object({ peso: fields.number(QUANTITY_DECIMALS, { blank: null }).pipe(z.number().positive({ error: t('resto.agregar.pesoInvalido') })) }),
    [fields, t],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { peso: quantity(initial) },
  });
  const submit = handleSubmit(({ peso }) => onSave(peso));
  return (
    <chakra.form display="flex" alignItems="center" gap={1} noValidate onSubmit={(e) => void submit(e)}>
      <Input
        size="xs"
        w="6rem"
        autoFocus
        inputMode="decimal"
        aria-label={t('resto.agregar.peso', { unidad })}
        aria-invalid={!!errors.peso || undefined}
        title={errors.peso ? errorText(errors.peso) : undefined}
        {...register('peso')}
      />
      <Button size="xs" type="submit">
        {t('common.guardar')}
      </Button>
      <Button size="xs" variant="ghost" onClick={onCancel}>
        {t('common.cancelar')}
      </Button>
    </chakra.form>
  );
}
