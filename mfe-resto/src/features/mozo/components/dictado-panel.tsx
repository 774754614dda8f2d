import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listenOnce, speechRecognition, type Recognition } from '@resto/shared/asistente/speech';
import type { ProductoVenta } from '@resto/shared/contracts';
import { Sheet } from './sheet';
import { setPending } from '../state/pending-store';
import { toast } from '../state/toasts';
import { registerDictadoTranslations } from '../state/dictado/i18n';
import { proponer, sumarPendientes, type Aviso } from '../state/dictado/proponer';

registerDictadoTranslations();

export interface DictadoPanelProps {
  numero: number;
  /** The table whose PENDING list gets the lines (the waiter confirms them there). */
  mesaId: number;
  menu: readonly ProductoVenta[];
  onClose: () => void;
}

/**
 * The handheld's dictation (loaded only when the waiter taps its button): speech recognition in
 * es-ES where the browser has it, a text field always (and 's message where there is no
 * recognition). What it reads goes to the table's pending list; nothing is sent from here.
 */
export default function DictadoPanel({ numero, mesaId, menu, onClose }: DictadoPanelProps) {
  const { t } = useTranslation();
  const [texto, setTexto] = useState('');
  const [avisos, setAvisos] = useState<Aviso[]>([]);
  /** Lines proposed by the last reading that also left questions (shown above them). */
  const [propuestas, setPropuestas] = useState(0);
  const [escuchando, setEscuchando] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  const Ctor = speechRecognition();
  useEffect(() => () => recognition.current?.stop(), []);

  const leer = (dicho: string) => {
    const p = proponer(dicho, menu, numero);
    setAvisos(p.avisos);
    setPropuestas(p.avisos.length > 0 ? p.lineas.length : 0);
    if (p.lineas.length === 0) return;
    setPending(mesaId, (list) => sumarPendientes(list, p.lineas));
    if (p.avisos.length > 0) return;
    // Everything was understood: back to the comanda, where the lines wait in PENDIENTES.
    toast({ severity: 'success', message: t('waiterDictado.propuestas', { count: p.lineas.length, mesa: numero }), durationMs: 4000, key: 'dictado' });
    onClose();
  };

  const escuchar = () => {
    if (!Ctor || escuchando) return;
    setEscuchando(true);
    recognition.current = listenOnce(
      Ctor,
      (heard) => {
        setTexto(heard);
        leer(heard);
      },
      () => setEscuchando(false),
    );
  };

  const aviso = (a: Aviso) => {
    switch (a.tipo) {
      case 'otraMesa':
        return t('waiterDictado.otraMesa', { dicha: a.dicha, mesa: numero });
      case 'cualProducto':
        return t('waiterDictado.cualProducto', { texto: a.texto, opciones: a.opciones.join(', ') });
      case 'noEncontrado':
        return t('waiterDictado.noEncontrado', { texto: a.texto });
      case 'noEntendi':
        return t('waiterDictado.noEntendi');
    }
  };

  return (
    <Sheet
      title={t('waiterDictado.titulo')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="w-btn w-btn--ghost" onClick={onClose}>
            {t('waiterDictado.cerrar')}
          </button>
          <button type="submit" form="w-dictado" className="w-btn w-btn--primary" disabled={!texto.trim()} data-testid="dictado-proponer">
            {t('waiterDictado.proponer')}
          </button>
        </>
      }
    >
      {Ctor ? (
        <button type="button" className="w-btn w-btn--ghost" onClick={escuchar} disabled={escuchando} aria-pressed={escuchando} data-testid="dictado-microfono">
          {escuchando ? t('waiterDictado.escuchando') : t('waiterDictado.boton')}
        </button>
      ) : (
        <p className="w-note" role="status" data-testid="dictado-no-soportado">
          {t('asistente.chat.noSoportado')}
        </p>
      )}
      <form
        id="w-dictado"
        onSubmit={(e) => {
          e.preventDefault();
          if (texto.trim()) leer(texto);
        }}
      >
        <label className="w-field">
          <span className="w-label">{t('waiterDictado.titulo')}</span>
          <textarea
            className="w-input"
            rows={2}
            maxLength={500}
            value={texto}
            placeholder={t('waiterDictado.placeholder')}
            onChange={(e) => setTexto(e.target.value)}
            data-autofocus
            data-testid="dictado-texto"
          />
        </label>
      </form>
      {avisos.length > 0 ? (
        <ul className="w-dictado-avisos" aria-live="polite" data-testid="dictado-avisos">
          {propuestas > 0 ? <li className="w-note">{t('waiterDictado.propuestas', { count: propuestas, mesa: numero })}</li> : null}
          {avisos.map((a, i) => (
            <li key={i} className="w-note">
              {aviso(a)}
            </li>
          ))}
        </ul>
      ) : null}
    </Sheet>
  );
}
