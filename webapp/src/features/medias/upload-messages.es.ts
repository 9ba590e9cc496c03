export default {
  uploadFiles: 'Subir archivos',
  chooseFiles: 'Elija archivos o suéltelos aquí',
  dropHint: (atOnce: number) =>
    `Imágenes JPG o PNG y videos MP4, de 10MB como máximo cada uno. Se suben de ${atOnce} en ${atOnce}; cada archivo toma su propio nombre.`,
  dropHere: 'Suelte los archivos para subirlos',
  files: 'Archivos',
  waiting: 'En espera',
  progressOf: (name: string) => `Subida de ${name}`,
  summary: (done: number, total: number, failed: number) =>
    `${done} de ${total} ${total === 1 ? 'archivo subido' : 'archivos subidos'}${failed > 0 ? `, ${failed} con error` : ''}.`,
  close: 'Cerrar',
};
