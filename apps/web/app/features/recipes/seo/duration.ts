// Shared with the server's recipe export: the code lives in the contract package.
export { isoDuration, totalMinutes } from '@recipes/contracts/plain';
