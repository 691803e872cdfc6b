// Every Vitest file runs on the suite's clock, never on the machine's (docs/decisions/048-test-clock-and-suite-layout.md).
import { suiteEpoch } from './vitest.clock.ts';

type Clocked = typeof globalThis & { [machineDate]?: DateConstructor };
const machineDate = Symbol.for('portal.machineDate');
const global = globalThis as Clocked;
const MachineDate = (global[machineDate] ??= Date);

// Each file starts at the epoch and its clock then runs at the machine's pace, so durations stay real.
const offset = Date.parse(suiteEpoch) - MachineDate.now();
const now = () => MachineDate.now() + offset;

global.Date = new Proxy(MachineDate, {
  construct: (target, args: unknown[], newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
  apply: () => new MachineDate(now()).toString(),
  get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
});
