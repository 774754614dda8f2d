import { AUDITORIA_ACCIONES } from '@resto/shared/contracts';
import br from './br.json';
import en from './en.json';
import es from './es.json';

describe("the audit log's actions", () => {
  it.each([
    ['es', es],
    ['br', br],
    ['en', en],
  ])('every action the filter lists has its label in %s', (_lang, texts) => {
    const acciones: Record<string, string> = texts.auditoria.acciones;
    const missing = AUDITORIA_ACCIONES.filter((a) => !acciones[a]?.trim());
    expect(missing).toEqual([]);
  });
});
