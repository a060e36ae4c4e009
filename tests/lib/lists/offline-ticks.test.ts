import { aList, aListItem } from '../../components/lists/list-fixtures';
import {
  type ListTick,
  type TickOutcome,
  queueTick,
  replayTicks,
  tickQueueOf,
  withTicks,
} from '@/lib/lists/offline-ticks';

const tick = (itemId: number, checked: boolean, id = 1): ListTick => ({ id, itemId, checked });

describe('ticks made offline (README: Shopping lists offline)', () => {
  it('keeps one tick an item, its last value, in the order the items were last ticked', () => {
    let queue = queueTick([], tick(11, true));
    queue = queueTick(queue, tick(12, true));
    queue = queueTick(queue, tick(11, false));
    expect(queue).toEqual([tick(12, true), tick(11, false)]);
    // The same item of another list is another item.
    expect(queueTick(queue, tick(12, false, 2))).toEqual([
      tick(12, true),
      tick(11, false),
      tick(12, false, 2),
    ]);
  });

  it('lays the waiting ticks over the last copy of the lists, leaving other items and lists alone', () => {
    const lists = [
      aList({ id: 1, items: [aListItem({ id: 11 }), aListItem({ id: 12, checked: true })] }),
      aList({ id: 2, items: [aListItem({ id: 11 })] }),
    ];
    const shown = withTicks(lists, [tick(11, true), tick(12, false)]);
    expect(shown.map((list) => list.items.map((item) => [item.id, item.checked]))).toEqual([
      [
        [11, true],
        [12, false],
      ],
      [[11, false]],
    ]);
    expect(lists[0]?.items[0]?.checked).toBe(false);
  });

  it('sends the ticks in order and answers the lists that came back', async () => {
    const sent: ListTick[] = [];
    const send = async (t: ListTick): Promise<TickOutcome> => {
      sent.push(t);
      return { kind: 'sent', list: aList({ id: t.id }) };
    };
    const { left, lists } = await replayTicks([tick(11, true), tick(12, false)], send);
    expect(sent).toEqual([tick(11, true), tick(12, false)]);
    expect(left).toEqual([]);
    expect(lists).toHaveLength(2);
  });

  it('drops a refused tick (its item is gone) and keeps the rest from the first one that cannot reach the shop', async () => {
    const outcomes: TickOutcome[] = [{ kind: 'refused' }, { kind: 'unreachable' }];
    const send = jest.fn(async (): Promise<TickOutcome> => outcomes.shift() ?? { kind: 'refused' });
    const queue = [tick(11, true), tick(12, true), tick(13, true)];
    const { left, lists } = await replayTicks(queue, send);
    expect(left).toEqual([tick(12, true), tick(13, true)]);
    expect(lists).toEqual([]);
    // Nothing is tried after the connection failed: the order of the shopper's ticks holds.
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('reads back a stored queue, and nothing from a damaged one', () => {
    expect(tickQueueOf([tick(11, true)])).toEqual([tick(11, true)]);
    expect(tickQueueOf([{ id: 1, itemId: '11', checked: true }, tick(12, false), null])).toEqual([
      tick(12, false),
    ]);
    expect(tickQueueOf({ id: 1 })).toEqual([]);
    expect(tickQueueOf(null)).toEqual([]);
  });
});
