/** The raffle: tickets, the public draw, and the console's campaigns and draws (docs/decisions/052). */
export { raffleActions } from './raffle-actions.ts';
export { raffleConsoleActions } from './raffle-console-actions.ts';
