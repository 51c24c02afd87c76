import { PDFArray, PDFDict, PDFHexString, PDFName, PDFNumber, PDFRef, PDFString, type PDFDocument, type PDFObject } from 'pdf-lib';

// SignaturesExist | AppendOnly: readers must keep the file's bytes and only append to it.
const SIG_FLAGS = 3;
const PRINT = 4;

/**
 * Where changed and new objects go: straight into a document pdf-lib will save (`inPlace`),
 * or into an incremental update (PdfIncrement), which writes again every object it is told changed.
 */
export interface ObjectWriter {
  add(object: PDFObject): PDFRef;
  update(ref: PDFRef, object: PDFObject): void;
}

/** Changes made to a document before pdf-lib saves it: new objects are registered, changed ones are already in it. */
export const inPlace = (doc: PDFDocument): ObjectWriter => ({ add: (object) => doc.context.register(object), update: () => {} });

/** Where an object lives in the file: the indirect object to write again when it changes. */
interface Holder {
  ref: PDFRef;
  object: PDFObject;
}

/** Adds `item` to the array `dict[key]`: an array object of its own is written again alone, else the holder of `dict`. */
function addToArray(writer: ObjectWriter, dict: PDFDict, key: string, item: PDFRef, holder: Holder): void {
  const value = dict.get(PDFName.of(key));
  if (value instanceof PDFRef) {
    const array = dict.context.lookup(value, PDFArray);
    array.push(item);
    writer.update(value, array);
    return;
  }
  if (value instanceof PDFArray) value.push(item);
  else dict.set(PDFName.of(key), dict.context.obj([item]));
  writer.update(holder.ref, holder.object);
}

/**
 * The document's interactive form, created in the catalog when there is none, and where it
 * lives: its own object, or the catalog itself when the form is written inline there.
 */
function formOf(writer: ObjectWriter, doc: PDFDocument): { form: PDFDict; holder: Holder } {
  const { catalog, context } = doc;
  const rootRef = context.trailerInfo.Root;
  if (!(rootRef instanceof PDFRef)) throw new Error('the PDF trailer has no /Root reference');
  const existing = catalog.get(PDFName.of('AcroForm'));
  if (existing instanceof PDFRef) {
    const form = context.lookup(existing, PDFDict);
    return { form, holder: { ref: existing, object: form } };
  }
  if (existing instanceof PDFDict) return { form: existing, holder: { ref: rootRef, object: catalog } };
  const form = context.obj({ Fields: [] });
  const ref = writer.add(form);
  catalog.set(PDFName.of('AcroForm'), ref);
  writer.update(rootRef, catalog);
  return { form, holder: { ref, object: form } };
}

/** The form's top-level fields by name (/T), with their objects. */
function fieldsOf(doc: PDFDocument): Map<string, { ref: PDFRef; field: PDFDict }> {
  const form = doc.catalog.lookup(PDFName.of('AcroForm'));
  const fields = form instanceof PDFDict ? form.lookup(PDFName.of('Fields')) : undefined;
  const found = new Map<string, { ref: PDFRef; field: PDFDict }>();
  if (!(fields instanceof PDFArray)) return found;
  for (const ref of fields.asArray()) {
    const field = ref instanceof PDFRef ? doc.context.lookup(ref) : undefined;
    const title = field instanceof PDFDict ? field.lookup(PDFName.of('T')) : undefined;
    if (field instanceof PDFDict && (title instanceof PDFString || title instanceof PDFHexString)) found.set(title.decodeText(), { ref: ref as PDFRef, field });
  }
  return found;
}

/** `wanted`, or `wanted_2`, `wanted_3`… when the document already has a field so named (a sealed PDF uploaded again). */
export function freeFieldName(doc: PDFDocument, wanted: string): string {
  const taken = fieldsOf(doc);
  let name = wanted;
  for (let n = 2; taken.has(name); n++) name = `${wanted}_${n}`;
  return name;
}

/**
 * An unsigned signature field named `name` (a widget of type /Sig without /V), to sign in an
 * incremental update; null when there is no field of that name. Throws when the field is
 * another kind of field or is already signed.
 */
export function unsignedSignatureField(doc: PDFDocument, name: string): { ref: PDFRef; field: PDFDict } | null {
  const found = fieldsOf(doc).get(name);
  if (!found) return null;
  if (found.field.lookup(PDFName.of('FT')) !== PDFName.of('Sig')) throw new Error(`the PDF's field ${name} is not a signature field`);
  if (found.field.get(PDFName.of('V'))) throw new Error(`the PDF's signature field ${name} is already signed`);
  return found;
}

/**
 * Adds an empty, invisible signature field named `name` (letters, digits, '_' and '-') with its
 * widget on page 1, to the page's /Annots and the form's /Fields (the form made when there is
 * none, with /SigFlags 3). Throws when a field of that name exists.
 */
export function addSignatureField(writer: ObjectWriter, doc: PDFDocument, name: string): { ref: PDFRef; field: PDFDict } {
  if (!/^[A-Za-z0-9_-]+$/.test(name)) throw new Error(`a signature field name of letters, digits, '_' and '-' is needed, not '${name}'`);
  if (fieldsOf(doc).has(name)) throw new Error(`the PDF already has a field named ${name}`);
  const page = doc.getPage(0);
  const field = doc.context.obj({ Type: 'Annot', Subtype: 'Widget', FT: 'Sig', Rect: [0, 0, 0, 0], T: PDFString.of(name), F: PRINT, P: page.ref });
  const ref = writer.add(field);
  addToArray(writer, page.node, 'Annots', ref, { ref: page.ref, object: page.node });
  const { form, holder } = formOf(writer, doc);
  if (form.get(PDFName.of('SigFlags'))?.toString() !== String(SIG_FLAGS)) {
    form.set(PDFName.of('SigFlags'), PDFNumber.of(SIG_FLAGS));
    writer.update(holder.ref, holder.object);
  }
  addToArray(writer, form, 'Fields', ref, holder);
  return { ref, field };
}
