// Before each server test file: its factories number their rows from 1, as in a process of its own.
import { restartSequences } from './numbering.ts';

restartSequences();
