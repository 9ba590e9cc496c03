// A query's `where` as Firestore documents it: composite filters (AND, OR) nest to any depth
// over field and unary filters; a field filter never matches a document missing the field;
// a range only matches values of the operand's type (a timestamp never compares to a text).
import { compare, equal, fromMessage, fromStored, isNaNValue, sameType } from "./values.mjs";

const COMPOSITE = { AND: 1, OR: 2 };
const FIELD = {
  LESS_THAN: 1,
  LESS_THAN_OR_EQUAL: 2,
  GREATER_THAN: 3,
  GREATER_THAN_OR_EQUAL: 4,
  EQUAL: 5,
  NOT_EQUAL: 6,
  ARRAY_CONTAINS: 7,
  IN: 8,
  ARRAY_CONTAINS_ANY: 9,
  NOT_IN: 10,
};
const UNARY = { IS_NAN: 2, IS_NULL: 3, IS_NOT_NAN: 4, IS_NOT_NULL: 5 };

/** Whether `document` (a FirestoreStateDocument) passes `filter` (a StructuredQuery.Filter). */
export function matches(filter, document) {
  if (filter.has_composite_filter) return compositeMatches(filter.composite_filter, document);
  if (filter.has_field_filter) return fieldMatches(filter.field_filter, document);
  if (filter.has_unary_filter) return unaryMatches(filter.unary_filter, document);
  throw new Error("Invalid query: a filter needs a composite, field or unary filter");
}

function compositeMatches({ op, filters }, document) {
  if (op === COMPOSITE.AND) return filters.every((filter) => matches(filter, document));
  if (op === COMPOSITE.OR) return filters.some((filter) => matches(filter, document));
  throw new Error(`Invalid query: composite filter operator ${op}`);
}

function fieldMatches({ field, op, value }, document) {
  const actual = lookup(document, field.field_path);
  if (actual === undefined) return false;
  const operand = fromMessage(value);
  const inOperand = () => operand.value.some((item) => equal(actual, item));
  const contains = (wanted) => actual.type === "array_value" && actual.value.some(wanted);
  switch (op) {
    case FIELD.LESS_THAN:
      return ranged(actual, operand, (order) => order < 0);
    case FIELD.LESS_THAN_OR_EQUAL:
      return ranged(actual, operand, (order) => order <= 0);
    case FIELD.GREATER_THAN:
      return ranged(actual, operand, (order) => order > 0);
    case FIELD.GREATER_THAN_OR_EQUAL:
      return ranged(actual, operand, (order) => order >= 0);
    case FIELD.EQUAL:
      return equal(actual, operand);
    case FIELD.NOT_EQUAL:
      return actual.type !== "null_value" && !equal(actual, operand);
    case FIELD.ARRAY_CONTAINS:
      return contains((item) => equal(item, operand));
    case FIELD.IN:
      return inOperand();
    case FIELD.ARRAY_CONTAINS_ANY:
      return contains((item) => operand.value.some((wanted) => equal(item, wanted)));
    case FIELD.NOT_IN:
      return actual.type !== "null_value" && !inOperand();
    default:
      throw new Error(`Invalid query: field filter operator ${op}`);
  }
}

function ranged(actual, operand, test) {
  if (!sameType(actual, operand) || isNaNValue(actual) || isNaNValue(operand)) return false;
  return test(compare(actual, operand));
}

function unaryMatches({ field, op }, document) {
  const actual = lookup(document, field.field_path);
  if (actual === undefined) return false;
  switch (op) {
    case UNARY.IS_NAN:
      return isNaNValue(actual);
    case UNARY.IS_NULL:
      return actual.type === "null_value";
    case UNARY.IS_NOT_NAN:
      return !isNaNValue(actual);
    case UNARY.IS_NOT_NULL:
      return actual.type !== "null_value";
    default:
      throw new Error(`Invalid query: unary filter operator ${op}`);
  }
}

/** The value at a field path (`a.b`, segments quoted in backticks), in the plain form;
 * `__name__` is the document's own reference. Undefined when the document has none. */
export function lookup(document, path) {
  if (path === "__name__") return { type: "reference_value", value: document.getPath() };
  let fields = document.fields;
  let found;
  for (const name of segments(path)) {
    found = fields && Object.hasOwn(fields, name) ? fields[name] : undefined;
    if (found === undefined) return undefined;
    fields = found.type === "map_value" ? found.value : undefined;
  }
  return found === undefined ? undefined : fromStored(found);
}

function segments(path) {
  const found = [];
  let [current, quoted] = ["", false];
  for (let i = 0; i < path.length; i += 1) {
    const char = path[i];
    if (quoted && char === "\\") {
      i += 1;
      current += path[i];
    } else if (char === "`") {
      quoted = !quoted;
    } else if (char === "." && !quoted) {
      found.push(current);
      current = "";
    } else {
      current += char;
    }
  }
  found.push(current);
  return found;
}
