// Firestore's values as one plain form ({type, value}), their type order and comparisons:
// https://firebase.google.com/docs/firestore/manage-data/data-types (value type ordering).
// Integers and doubles are one type (numbers compare by value); every other type only equals
// and ranges over values of its own type; strings compare by their UTF-8 bytes.

const TYPE_ORDER = {
  null_value: 0,
  boolean_value: 1,
  integer_value: 2,
  double_value: 2,
  timestamp_value: 3,
  string_value: 4,
  bytes_value: 5,
  reference_value: 6,
  geo_point_value: 7,
  array_value: 8,
  map_value: 9,
};

/** A `google.firestore.v1.Value` message (a filter's operand) in the plain form. */
export function fromMessage(message) {
  const type = message.value_type;
  switch (type) {
    case "null_value":
      return { type, value: null };
    case "integer_value":
    case "double_value":
      return { type, value: Number(message[type]) };
    case "timestamp_value":
      return { type, value: instant(message.timestamp_value) };
    case "geo_point_value":
      return { type, value: [message[type].latitude, message[type].longitude] };
    case "array_value":
      return { type, value: message.array_value.values.map(fromMessage) };
    case "map_value":
      return { type, value: entries(message.map_value.fields.entries(), fromMessage) };
    default:
      return { type, value: message[type] };
  }
}

/** A field the emulator stores (its FirestoreStateDocument*Field classes) in the plain form. */
export function fromStored(field) {
  const { type, value } = field;
  switch (type) {
    case "timestamp_value":
      return { type, value: instant(value) };
    case "geo_point_value":
      return { type, value: [value.latitude, value.longitude] };
    case "array_value":
      return { type, value: value.map(fromStored) };
    case "map_value":
      return { type, value: entries(Object.entries(value), fromStored) };
    default:
      return { type, value };
  }
}

function instant(timestamp) {
  return [Number(timestamp.seconds ?? 0), Number(timestamp.nanos ?? 0)];
}

function entries(pairs, convert) {
  return Object.fromEntries(Array.from(pairs, ([key, value]) => [key, convert(value)]));
}

export const sameType = (a, b) => TYPE_ORDER[a.type] === TYPE_ORDER[b.type];

export const isNaNValue = (a) => a.type === "double_value" && Number.isNaN(a.value);

/** Equal as Firestore's `==` means it (NaN equals nothing, 1 equals 1.0). */
export function equal(a, b) {
  return sameType(a, b) && compare(a, b) === 0 && !isNaNValue(a) && !isNaNValue(b);
}

/** Order within one type class (the caller checks `sameType`): negative, 0 or positive. */
export function compare(a, b) {
  switch (TYPE_ORDER[a.type]) {
    case 0:
      return 0;
    case 1:
    case 2:
      return numbers(a.value, b.value);
    case 3:
    case 7:
      return numbers(a.value[0], b.value[0]) || numbers(a.value[1], b.value[1]);
    case 4:
    case 6:
      return Buffer.compare(Buffer.from(a.value, "utf8"), Buffer.from(b.value, "utf8"));
    case 5:
      return Buffer.compare(Buffer.from(a.value), Buffer.from(b.value));
    case 8:
      return lists(a.value, b.value);
    default:
      return maps(a.value, b.value);
  }
}

/** Any two values in Firestore's total order (types first), as an index orders them. */
export function order(a, b) {
  return TYPE_ORDER[a.type] - TYPE_ORDER[b.type] || compare(a, b);
}

function numbers(a, b) {
  const [aNaN, bNaN] = [Number.isNaN(a), Number.isNaN(b)];
  if (aNaN || bNaN) return bNaN - aNaN; // NaN orders before every other number
  return a < b ? -1 : a > b ? 1 : 0;
}

function lists(a, b) {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    const found = order(a[i], b[i]);
    if (found) return found;
  }
  return a.length - b.length;
}

function maps(a, b) {
  const [aKeys, bKeys] = [Object.keys(a).sort(), Object.keys(b).sort()];
  for (let i = 0; i < Math.min(aKeys.length, bKeys.length); i += 1) {
    const key = Buffer.compare(Buffer.from(aKeys[i]), Buffer.from(bKeys[i]));
    if (key) return key;
    const found = order(a[aKeys[i]], b[bKeys[i]]);
    if (found) return found;
  }
  return aKeys.length - bKeys.length;
}
