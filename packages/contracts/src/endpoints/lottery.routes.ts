import type { RouteInfo } from '../endpoint.ts';

/** Where the lottery's calls live (spec section 7; their schemas are in ./lottery.ts). */
export const LOTTERY_ROUTES = {
  /** The open draw of every VN game (prizeMode LOTT and ZY), with the server time. */
  openedVnGames: {
    id: 'lottery.openedVnGames',
    method: 'GET',
    path: '/lgw/vn/numeros/opened/game',
    access: 'public',
  },
  /** The open draw of one game (?gameCode=). */
  openedNumero: {
    id: 'lottery.openedNumero',
    method: 'GET',
    path: '/lotto/lgw/games/opened/numero',
    access: 'member',
  },
  /** The menu of games with their bet types, odds and limits (?prizeMode=&device=). */
  gameMenu: { id: 'lottery.gameMenu', method: 'GET', path: '/lgw/vn/games/game_menu', access: 'public' },
  /** The member's recently played lottery games. */
  gameMenuRecent: {
    id: 'lottery.gameMenuRecent',
    method: 'GET',
    path: '/lgw/vn/games/game_menu/recent',
    access: 'member',
  },
  /** The lobby: the lottery games with their open draw and last result (?prizeMode=). */
  games: { id: 'lottery.games', method: 'GET', path: '/lgw/lotto/games', access: 'public' },
  /** Drawn results with their revealed seeds, newest first (?gameCode=&pageNo=&pageSize=). */
  results: { id: 'lottery.results', method: 'GET', path: '/lgw/lotto/results', access: 'public' },
  /** The member's tickets, newest first (?gameCode=&pageNo=&pageSize=). */
  tickets: { id: 'lottery.tickets', method: 'GET', path: '/lotto/tickets', access: 'member' },
  /** Places a ticket. */
  placeTicket: { id: 'lottery.placeTicket', method: 'POST', path: '/lotto/tickets', access: 'member' },
} as const satisfies Record<string, RouteInfo>;
