import { CheckboxCard, Fieldset, RadioCard, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { checkModifierSelection, toggleModifier, type ModifierGroupRule } from '../../rules/modificadores';
import { useMoney } from '../use-money';

export interface ModifierGroupsFieldProps {
  groups: readonly ModifierGroupRule[];
  /** The ids of the options chosen. */
  value: readonly number[];
  onChange: (value: number[]) => void;
  /** The form's message once it was checked (shown under the groups; the failing group is marked). */
  error?: string | undefined;
  /** Bigger cards for touch screens. */
  size?: 'sm' | 'md';
  /** Options that cannot be chosen now, by id, with the reason shown on the card (a combo's component sold out). */
  unavailable?: ReadonlyMap<number, string> | undefined;
}

/** What a group asks for, as a person reads it: 'obligatorio · elegí 1', 'opcional · hasta 3'. */
function useRuleText() {
  const { t } = useTranslation();
  return (g: ModifierGroupRule) =>
    g.minimo > 0
      ? g.minimo === g.maximo
        ? t('salesUi.modificadores.exactas', { count: g.minimo })
        : t('salesUi.modificadores.entre', { minimo: g.minimo, maximo: g.maximo })
      : t('salesUi.modificadores.hasta', { count: g.maximo });
}

/**
 * A product's groups of options as cards: a group of exactly one choice is a radio
 * group, any other a group of checkboxes that stops at its maximum (the cards left are disabled).
 * Each option shows what it adds to the price (the api prices the line itself), or why it cannot be
 * chosen now, greyed.
 */
export function ModifierGroupsField({ groups, value, onChange, error, size = 'sm', unavailable }: ModifierGroupsFieldProps) {
  const { money } = useMoney();
  const ruleText = useRuleText();
  const check = error ? checkModifierSelection(groups, value) : null;
  const failing = check && !check.ok && check.error.code !== 'MODIFICADOR_NO_EXISTE' ? check.error.grupo : null;
  const toggle = (id: number) => {
    if (!unavailable?.has(id)) onChange(toggleModifier(groups, value, id));
  };
  const extra = (delta: number) => (delta > 0 ? `+${money(delta)}` : null);

  return (
    <>
      {groups.map((g) => {
        const options = g.opciones.filter((o) => o.activo);
        const chosen = options.filter((o) => value.includes(o.id)).map((o) => o.id);
        const invalid = failing === g.nombre;
        const legend = (
          <>
            <Text as="span" fontSize="sm" fontWeight="semibold" color={invalid ? 'fg.error' : undefined}>
              {g.nombre}
            </Text>
            <Text as="span" ms={1.5} fontSize="sm" fontWeight="normal" color={invalid ? 'fg.error' : 'fg.muted'}>
              ({ruleText(g)})
            </Text>
          </>
        );
        if (g.minimo === 1 && g.maximo === 1) {
          return (
            <RadioCard.Root
              key={g.id}
              size={size}
              colorPalette="primary"
              value={chosen[0] !== undefined ? String(chosen[0]) : null}
              onValueChange={(e) => e.value && toggle(Number(e.value))}
              data-testid="grupo-modificadores"
              data-invalid={invalid || undefined}
            >
              <RadioCard.Label display="block">{legend}</RadioCard.Label>
              <SimpleGrid columns={{ base: Math.min(options.length, 2), sm: Math.min(options.length, 3) }} gap={2}>
                {options.map((o) => (
                  <RadioCard.Item
                    key={o.id}
                    value={String(o.id)}
                    borderColor={invalid ? 'border.error' : undefined}
                    disabled={unavailable?.has(o.id)}
                    data-unavailable={unavailable?.has(o.id) || undefined}
                  >
                    <RadioCard.ItemHiddenInput />
                    <RadioCard.ItemControl>
                      <RadioCard.ItemContent>
                        <RadioCard.ItemText>{o.nombre}</RadioCard.ItemText>
                        {(unavailable?.get(o.id) ?? extra(o.precioDeltaMinor)) && (
                          <RadioCard.ItemDescription>{unavailable?.get(o.id) ?? extra(o.precioDeltaMinor)}</RadioCard.ItemDescription>
                        )}
                      </RadioCard.ItemContent>
                      <RadioCard.ItemIndicator />
                    </RadioCard.ItemControl>
                  </RadioCard.Item>
                ))}
              </SimpleGrid>
            </RadioCard.Root>
          );
        }
        const full = chosen.length >= g.maximo;
        return (
          <Fieldset.Root key={g.id} invalid={invalid} data-testid="grupo-modificadores">
            <Fieldset.Legend display="block">{legend}</Fieldset.Legend>
            <SimpleGrid columns={{ base: Math.min(options.length, 2), sm: Math.min(options.length, 3) }} gap={2}>
              {options.map((o) => {
                const on = chosen.includes(o.id);
                return (
                  <CheckboxCard.Root
                    key={o.id}
                    size={size}
                    colorPalette="primary"
                    checked={on}
                    disabled={(!on && full) || unavailable?.has(o.id)}
                    data-unavailable={unavailable?.has(o.id) || undefined}
                    onCheckedChange={() => toggle(o.id)}
                  >
                    <CheckboxCard.HiddenInput />
                    <CheckboxCard.Control>
                      <CheckboxCard.Content>
                        <CheckboxCard.Label>{o.nombre}</CheckboxCard.Label>
                        {(unavailable?.get(o.id) ?? extra(o.precioDeltaMinor)) && (
                          <CheckboxCard.Description>{unavailable?.get(o.id) ?? extra(o.precioDeltaMinor)}</CheckboxCard.Description>
                        )}
                      </CheckboxCard.Content>
                      <CheckboxCard.Indicator />
                    </CheckboxCard.Control>
                  </CheckboxCard.Root>
                );
              })}
            </SimpleGrid>
          </Fieldset.Root>
        );
      })}
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert" data-testid="modificadores-error">
          {error}
        </Text>
      )}
    </>
  );
}
