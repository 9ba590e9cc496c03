import { afterEach, describe, expect, it, vi } from 'vitest';

import { keptFree, overlaps, revealAboveToasts, roomFor, TOAST_GAP_PX } from './toast-room';

function box(top: number, height: number, left = 0, width = 375) {
  return { top, bottom: top + height, left, right: left + width, height, width, x: left, y: top, toJSON: () => ({}) };
}

function form(): { input: HTMLInputElement; save: HTMLButtonElement } {
  document.body.innerHTML = '<form><input name="last" /><button type="button">Cancel</button><button type="submit">Save</button></form>';
  return { input: document.querySelector('input')!, save: document.querySelector('button[type="submit"]')! };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the toast stack room', () => {
  it('is the stack height from its top edge to the bottom of the viewport, plus a gap', () => {
    expect(roomFor(box(700, 104), 812)).toBe(812 - 700 + TOAST_GAP_PX);
  });

  it('is nothing while no toast shows', () => {
    expect(roomFor(box(804, 0), 812)).toBe(0);
  });
});

describe('overlaps', () => {
  it('is true for boxes sharing an area and false for boxes that only touch', () => {
    expect(overlaps(box(700, 60), box(740, 40))).toBe(true);
    expect(overlaps(box(700, 60), box(660, 40))).toBe(false);
    expect(overlaps(box(700, 60, 900, 380), box(700, 60, 0, 200))).toBe(false);
  });
});

describe('keptFree', () => {
  it("keeps a focused field and its form's submit button free, the field last", () => {
    const { input, save } = form();
    expect(keptFree(input)).toEqual([save, input]);
  });

  it('keeps the submit button once when it has the focus', () => {
    const { save } = form();
    expect(keptFree(save)).toEqual([save]);
  });

  it('keeps nothing when no control has the focus', () => {
    form();
    expect(keptFree(document.body)).toEqual([]);
    expect(keptFree(null)).toEqual([]);
  });
});

describe('revealAboveToasts', () => {
  it('scrolls only the kept-free controls the stack covers, to the nearest edge', () => {
    const { input, save } = form();
    const stack = document.createElement('section');
    stack.getBoundingClientRect = () => box(700, 104);
    input.getBoundingClientRect = () => box(600, 40);
    save.getBoundingClientRect = () => box(720, 40);
    const scrolled = (input.scrollIntoView = vi.fn());
    const saveScrolled = (save.scrollIntoView = vi.fn());
    revealAboveToasts(stack, input);
    expect(saveScrolled).toHaveBeenCalledWith({ block: 'nearest' });
    expect(scrolled).not.toHaveBeenCalled();
  });
});
