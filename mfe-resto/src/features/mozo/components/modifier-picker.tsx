import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComboGrupo, ModificadorGrupo, ProductoVenta } from '@resto/shared/contracts';
import {
  checkModifierSelection,
  comboElecciones,
  CURSOS,
  fromMinor,
  modifiersText,
  toComboRules,
  toMinor,
  toModifierRules,
  toggleModifier,
  type Curso,
  type ModifierGroupRule,
} from '@resto/shared/rules';
import { useLocaleInfo, useMoney } from '../hooks/use-format';
import { useNoDisponible } from '../state/disponibilidad-store';
import { Sheet } from './sheet';

/** What the waiter chose: the options (ids), their names, the unit price with their deltas, the course. */
export interface ModifierChoice {
  modificadores: number[];
  /** A combo's choices, one per group (only for a combo). */
  combo?: { grupoId: number; opcionId: number }[] | undefined;
  detalle: string;
  /** Decimal, as the menu shows prices (the api prices the line itself). */
  precio: number;
  curso?: Curso | undefined;
  enEspera?: boolean | undefined;
}

const NO_COMBO: ComboGrupo[] = [];

/**
 * The options of a product before it joins the selection ('Punto de la carne': exactly
 * one; 'Extras': up to three), with the price they add, a combo's choices (one dish of each
 * group, with its surcharge), and an optional course that holds the line until it is fired.
 * 'Agregar' stays disabled until every required group, and every group of a combo, has its choice.
 */
export function ModifierPicker({
  product,
  grupos,
  comboGrupos = NO_COMBO,
  onCancel,
  onConfirm,
}: {
  product: ProductoVenta;
  grupos: ModificadorGrupo[];
  comboGrupos?: ComboGrupo[] | undefined;
  onCancel: () => void;
  onConfirm: (choice: ModifierChoice) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const { currency } = useLocaleInfo();
  const rules = useMemo(() => toModifierRules(grupos, currency), [grupos, currency]);
  const comboRules = useMemo(() => toComboRules(comboGrupos, currency), [comboGrupos, currency]);
  // A component that cannot be sold now ('86') stays in sight but is not chosen.
  const noDisponible = useNoDisponible();
  const componenteAgotado = (opcionId: number) => comboGrupos.some((g) => g.opciones.some((o) => o.id === opcionId && noDisponible(o.productoId)));
  const [selected, setSelected] = useState<number[]>([]);
  // A combo's options are kept apart from the modifiers' (their ids may be equal).
  const [elegidos, setElegidos] = useState<number[]>([]);
  const [curso, setCurso] = useState<Curso | null>(null);
  const check = checkModifierSelection(rules, selected);
  const combo = checkModifierSelection(comboRules, elegidos);
  const unitMinor = toMinor(product.precio, currency) + (check.ok ? check.deltaMinor : 0) + (combo.ok ? combo.deltaMinor : 0);
  const missing = !combo.ok && combo.error.code === 'MODIFICADOR_REQUERIDO' ? combo.error.grupo : null;

  const confirm = () => {
    if (!check.ok || !combo.ok) return;
    onConfirm({
      modificadores: check.chosen.map((c) => c.opcionId),
      ...(comboRules.length > 0 ? { combo: comboElecciones(combo.chosen) } : {}),
      detalle: modifiersText([...combo.chosen, ...check.chosen]),
      precio: fromMinor(unitMinor, currency),
      ...(curso ? { curso, enEspera: true } : {}),
    });
  };

  return (
    <Sheet
      title={product.nombre}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="w-btn w-btn--ghost" onClick={onCancel}>
            {t('waiter.cancelar')}
          </button>
          <button type="button" className="w-btn w-btn--primary" disabled={!check.ok || !combo.ok} onClick={confirm} data-testid="modificadores-agregar">
            {t('waiter.modificadores.agregar', { precio: money(unitMinor, true) })}
          </button>
        </>
      }
    >
      {comboRules.map((g) => (
        <ComboGroup
          key={`combo-${g.id}`}
          group={g}
          selected={elegidos}
          agotado={componenteAgotado}
          onToggle={(id) => setElegidos((s) => toggleModifier(comboRules, s, id))}
          money={money}
        />
      ))}
      {rules.map((g) => {
        const count = selected.filter((id) => g.opciones.some((o) => o.id === id)).length;
        const full = count >= g.maximo;
        return (
          <fieldset key={g.id} className="w-mod-group" data-testid="grupo-modificadores">
            <legend className="w-label">
              {g.nombre}{' '}
              <span className="w-mod-rule">
                {g.minimo > 0
                  ? g.minimo === g.maximo
                    ? t('waiter.modificadores.exactas', { count: g.minimo })
                    : t('waiter.modificadores.entre', { minimo: g.minimo, maximo: g.maximo })
                  : t('waiter.modificadores.hasta', { count: g.maximo })}
              </span>
            </legend>
            <div className="w-chips">
              {g.opciones
                .filter((o) => o.activo)
                .map((o) => {
                  const on = selected.includes(o.id);
                  return (
                    <button
                      key={o.id}
                      type="button"
                      role={g.maximo === 1 ? 'radio' : 'checkbox'}
                      aria-checked={on}
                      className={`w-chip${on ? ' w-chip--on' : ''}`}
                      disabled={!on && full && g.maximo > 1}
                      onClick={() => setSelected((s) => toggleModifier(rules, s, o.id))}
                    >
                      {o.nombre}
                      {o.precioDeltaMinor > 0 ? ` +${money(o.precioDeltaMinor, true)}` : ''}
                    </button>
                  );
                })}
            </div>
          </fieldset>
        );
      })}
      <fieldset className="w-mod-group">
        <legend className="w-label">{t('waiter.modificadores.tiempo')}</legend>
        <div className="w-chips">
          {[null, ...CURSOS].map((c) => (
            <button key={c ?? 'ahora'} type="button" role="radio" aria-checked={curso === c} className={`w-chip${curso === c ? ' w-chip--on' : ''}`} onClick={() => setCurso(c)}>
              {c ? t(`waiter.cursos.${c}`) : t('waiter.modificadores.ahora')}
            </button>
          ))}
        </div>
        {curso ? <p className="w-note">{t('waiter.modificadores.enEsperaAyuda')}</p> : null}
      </fieldset>
      {missing !== null ? (
        <p className="w-note" role="status">
          {t('waiter.combo.falta', { grupo: missing })}
        </p>
      ) : !check.ok && check.error.code === 'MODIFICADOR_REQUERIDO' ? (
        <p className="w-note" role="status">
          {t('waiter.modificadores.falta', { grupo: check.error.grupo })}
        </p>
      ) : null}
    </Sheet>
  );
}

/** One group of a combo: exactly one of its dishes, each with its surcharge. */
function ComboGroup({
  group,
  selected,
  agotado,
  onToggle,
  money,
}: {
  group: ModifierGroupRule;
  selected: readonly number[];
  /** Whether the option's dish cannot be sold now. */
  agotado: (opcionId: number) => boolean;
  onToggle: (id: number) => void;
  money: ReturnType<typeof useMoney>;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="w-mod-group" data-testid="grupo-combo">
      <legend className="w-label">
        {group.nombre} <span className="w-mod-rule">{t('waiter.combo.elegi')}</span>
      </legend>
      <div className="w-chips">
        {group.opciones
          .filter((o) => o.activo)
          .map((o) => {
            const on = selected.includes(o.id);
            const out = agotado(o.id);
            return (
              <button key={o.id} type="button" role="radio" aria-checked={on} className={`w-chip${on ? ' w-chip--on' : ''}`} disabled={out && !on} onClick={() => onToggle(o.id)}>
                {o.nombre}
                {o.precioDeltaMinor > 0 ? ` +${money(o.precioDeltaMinor, true)}` : ''}
                {out ? ` · ${t('waiter.disponibilidad.agotado')}` : ''}
              </button>
            );
          })}
      </div>
    </fieldset>
  );
}
