import type { TNavVendor, TRoom } from '@portal/contracts';
import { Button, Dialog, EmptyState, LoadFailed } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useRoomList } from './api';
import { useGameLauncher } from './use-game-launcher';

/**
 * The tables of a live or poker vendor's lobby (GLS2_roomList): a button beside the vendor chips
 * opens them in a dialog, each with its largest bet, whether it is open, and Play. Visitors are
 * asked to log in first (the room list is a member's call).
 */
export function RoomListButton({ vendor }: { vendor: TNavVendor }) {
  const { t } = useTranslation();
  const { requireMember } = useSession();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => requireMember() && setOpen(true)}>
        {t('games.roomsOf', { vendor: vendor.name })}
      </Button>
      {open ? <RoomListDialog vendor={vendor} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function RoomListDialog({ vendor, onClose }: { vendor: TNavVendor; onClose: () => void }) {
  const { t } = useTranslation();
  const rooms = useRoomList(vendor.vendorCode);
  return (
    <Dialog
      title={t('games.roomsOf', { vendor: vendor.name })}
      onClose={onClose}
      closeLabel={t('common.close')}
    >
      {rooms.isError ? (
        <LoadFailed onRetry={() => rooms.refetch()} />
      ) : !rooms.data ? (
        <p aria-busy="true">{t('common.loading')}</p>
      ) : rooms.data.length === 0 ? (
        <EmptyState icon="live" title={t('games.noRooms')} />
      ) : (
        <ul className="room-list" aria-label={t('games.rooms')}>
          {rooms.data.map((room) => (
            <RoomRow key={room.gameId} room={room} vendorCode={vendor.vendorCode} onLaunch={onClose} />
          ))}
        </ul>
      )}
    </Dialog>
  );
}

function RoomRow({ room, vendorCode, onLaunch }: { room: TRoom; vendorCode: string; onLaunch: () => void }) {
  const { t, i18n } = useTranslation();
  const launch = useGameLauncher();
  const closed = room.status === 'MAINTENANCE';
  return (
    <li className="room-list__room">
      <img className="room-list__icon" src={room.iconUrl} alt="" width={48} height={48} loading="lazy" />
      <div className="room-list__text">
        <span className="room-list__name">{room.roomName}</span>
        <span className="room-list__limits">
          {t('games.roomMaxBet', { max: `${formatAmount(room.maxBet, i18n.language)} ${room.currency}` })}
        </span>
      </div>
      <span className={closed ? 'maintenance-badge' : 'room-list__open'}>
        {closed ? t('games.maintenance') : t('games.roomOpen')}
      </span>
      <Button
        disabled={closed}
        aria-label={
          closed
            ? t('games.maintenanceGame', { name: room.roomName })
            : t('games.playRoom', { name: room.roomName })
        }
        onClick={() => {
          onLaunch();
          launch({ kind: 'game', gameId: room.gameId, vendorCode, name: room.roomName });
        }}
      >
        {t('games.playNow')}
      </Button>
    </li>
  );
}
