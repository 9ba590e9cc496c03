export default {
  notice: 'Sus pantallas',
  stopIn: (days: number) => `Sus pantallas se detienen en ${days} ${days === 1 ? 'día' : 'días'}.`,
  inGrace: 'Su licencia ha terminado; sus pantallas siguen reproduciendo hasta entonces.',
  beforeEnd: 'Renueve su licencia para que sigan reproduciendo.',
  paused: 'Sus pantallas están en pausa: su licencia ha terminado. Renuévela y vuelven a reproducir en menos de un minuto.',
  deactivated: 'Su cuenta ha sido desactivada, por eso sus pantallas están en pausa. Comuníquese con soporte para reactivarla.',
  renew: 'Renovar',
};
