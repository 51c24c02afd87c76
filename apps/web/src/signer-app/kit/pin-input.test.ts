import { describe, expect, it } from 'vitest';
import { pinBackspace, pinEnter } from './pin-input';

const empty = ['', '', '', '', '', ''];

describe('the code boxes', () => {
  it('puts a typed digit in its box and moves to the next', () => {
    expect(pinEnter(empty, 0, '4', 'number')).toEqual({ digits: ['4', '', '', '', '', ''], focus: 1 });
  });

  it('refuses what is not a digit for a number code', () => {
    expect(pinEnter(empty, 2, 'x', 'number')).toEqual({ digits: empty, focus: 2 });
  });

  it('spreads a whole pasted code over every box from the first, wherever it lands', () => {
    expect(pinEnter(empty, 3, '123456', 'number')).toEqual({ digits: ['1', '2', '3', '4', '5', '6'], focus: 5 });
    expect(pinEnter(empty, 0, ' 12 34 56 ', 'number').digits.join('')).toBe('123456');
  });

  it('spreads part of a code from the box it lands in', () => {
    expect(pinEnter(['1', '2', '', '', '', ''], 2, '34', 'number')).toEqual({ digits: ['1', '2', '3', '4', '', ''], focus: 4 });
  });

  it('clears a filled box on Backspace and stays', () => {
    expect(pinBackspace(['1', '2', '3', '', '', ''], 2)).toEqual({ digits: ['1', '2', '', '', '', ''], focus: 2 });
  });

  it('goes back and clears the box before when Backspace meets an empty box', () => {
    expect(pinBackspace(['1', '2', '3', '', '', ''], 3)).toEqual({ digits: ['1', '2', '', '', '', ''], focus: 2 });
    expect(pinBackspace(empty, 0)).toEqual({ digits: empty, focus: 0 });
  });
});
