import type { FirstRunStep } from './utils/first-run';

export default {
  title: 'Primeros pasos',
  progress: (done: number, total: number) => `${done} de ${total} pasos completados.`,
  steps: {
    profile: 'Complete el perfil de su negocio',
    logo: 'Suba su logo',
    media: 'Agregue su primer medio',
    playlist: 'Cree su primera lista de reproducción',
    screen: 'Vincule su primer televisor',
  } as Record<FirstRunStep, string>,
  done: 'Hecho',
  toDo: 'Pendiente',
  hide: 'Ocultar la lista',
};
