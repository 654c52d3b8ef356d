// One write per client for everything a command sends it. A command's patch, its turn-log
// lines and the sender's `accepted` are separate WebSocket frames, and ws writes each frame
// with its own system call; corking the clients' sockets while they are made lets each socket
// flush them in one write (the server benchmark spent about half a millisecond a command in
// those writes). ws keeps the TCP socket as `_socket`: where it is missing (another
// transport), this simply does nothing.
import type { Socket } from 'node:net';

interface WithSocket {
  ref?: { _socket?: Socket };
}

export function corked<T>(clients: ArrayLike<unknown>, work: () => T): T {
  const sockets: Socket[] = [];
  // An indexed loop: a room's clients are an array, and its iterator was an allocation per command.
  for (let i = 0; i < clients.length; i++) {
    const socket = (clients[i] as WithSocket).ref?._socket;
    if (socket && !socket.destroyed && typeof socket.cork === 'function') {
      socket.cork();
      sockets.push(socket);
    }
  }
  try {
    return work();
  } finally {
    for (const socket of sockets) socket.uncork();
  }
}
