"""A tiny, valid MP4 (H.264 Baseline, every frame an IDR of I_PCM macroblocks) made in Python.

No encoder is needed: I_PCM macroblocks carry raw samples, so the bitstream is a few headers
around the pixels. Browsers decode it like any camera clip, which lets the browser journeys
upload a real video and watch the web app take its thumbnail without ffmpeg.

    path.write_bytes(tiny_mp4(frames=10, fps=10))  # one second, 64x64, about 60 KB
"""

from __future__ import annotations

import struct

MB = 16  # macroblock side in luma samples
YCbCr = tuple[int, int, int]
I_PCM = 25  # mb_type of an I_PCM macroblock in an I slice
PROFILE_BASELINE, CONSTRAINTS, LEVEL = 66, 0xC0, 30


class _Bits:
    """An RBSP writer: fixed-width fields and Exp-Golomb codes, most significant bit first."""

    def __init__(self) -> None:
        self._bits: list[int] = []

    def u(self, width: int, value: int) -> None:
        self._bits.extend((value >> shift) & 1 for shift in range(width - 1, -1, -1))

    def ue(self, value: int) -> None:
        code = value + 1
        self.u(code.bit_length() * 2 - 1, code)

    def se(self, value: int) -> None:
        self.ue(2 * value - 1 if value > 0 else -2 * value)

    def align_zero(self) -> None:
        while len(self._bits) % 8:
            self._bits.append(0)

    def raw(self, data: bytes) -> None:
        for byte in data:
            self.u(8, byte)

    def trailing(self) -> bytes:
        self._bits.append(1)
        self.align_zero()
        bits = self._bits
        return bytes(
            int("".join(map(str, bits[index : index + 8])), 2) for index in range(0, len(bits), 8)
        )


def _escaped(rbsp: bytes) -> bytes:
    """Emulation prevention: no 00 00 0x (x <= 3) may appear inside a NAL unit."""
    out, zeros = bytearray(), 0
    for byte in rbsp:
        if zeros >= 2 and byte <= 3:
            out.append(3)
            zeros = 0
        out.append(byte)
        zeros = zeros + 1 if byte == 0 else 0
    return bytes(out)


def _nal(ref_idc: int, unit_type: int, rbsp: bytes) -> bytes:
    return bytes([(ref_idc << 5) | unit_type]) + _escaped(rbsp)


def _sps(width: int, height: int) -> bytes:
    bits = _Bits()
    bits.u(8, PROFILE_BASELINE)
    bits.u(8, CONSTRAINTS)
    bits.u(8, LEVEL)
    bits.ue(0)  # seq_parameter_set_id
    bits.ue(0)  # log2_max_frame_num_minus4
    bits.ue(2)  # pic_order_cnt_type: output order is decoding order
    bits.ue(1)  # max_num_ref_frames
    bits.u(1, 0)  # gaps_in_frame_num_value_allowed_flag
    bits.ue(width // MB - 1)
    bits.ue(height // MB - 1)
    bits.u(1, 1)  # frame_mbs_only_flag
    bits.u(1, 1)  # direct_8x8_inference_flag
    bits.u(1, 0)  # frame_cropping_flag
    bits.u(1, 0)  # vui_parameters_present_flag
    return _nal(3, 7, bits.trailing())


def _pps() -> bytes:
    bits = _Bits()
    bits.ue(0)  # pic_parameter_set_id
    bits.ue(0)  # seq_parameter_set_id
    bits.u(1, 0)  # entropy_coding_mode_flag: CAVLC
    bits.u(1, 0)  # bottom_field_pic_order_in_frame_present_flag
    bits.ue(0)  # num_slice_groups_minus1
    bits.ue(0)  # num_ref_idx_l0_default_active_minus1
    bits.ue(0)  # num_ref_idx_l1_default_active_minus1
    bits.u(1, 0)  # weighted_pred_flag
    bits.u(2, 0)  # weighted_bipred_idc
    bits.se(0)  # pic_init_qp_minus26
    bits.se(0)  # pic_init_qs_minus26
    bits.se(0)  # chroma_qp_index_offset
    bits.u(1, 1)  # deblocking_filter_control_present_flag
    bits.u(1, 0)  # constrained_intra_pred_flag
    bits.u(1, 0)  # redundant_pic_cnt_present_flag
    return _nal(3, 8, bits.trailing())


def _macroblock(luma: int, cb: int, cr: int) -> bytes:
    return bytes([luma]) * (MB * MB) + bytes([cb]) * 64 + bytes([cr]) * 64


def _idr_slice(index: int, width: int, height: int, solid: YCbCr | None = None) -> bytes:
    """One IDR picture: a colour that moves across the frame with `index`, or one colour."""
    bits = _Bits()
    bits.ue(0)  # first_mb_in_slice
    bits.ue(7)  # slice_type: I, and so are all slices of the picture
    bits.ue(0)  # pic_parameter_set_id
    bits.u(4, 0)  # frame_num (0 in an IDR picture)
    bits.ue(index % 2)  # idr_pic_id: consecutive IDR pictures differ
    bits.u(1, 0)  # no_output_of_prior_pics_flag
    bits.u(1, 0)  # long_term_reference_flag
    bits.se(0)  # slice_qp_delta
    bits.ue(1)  # disable_deblocking_filter_idc: off
    columns, rows = width // MB, height // MB
    for number in range(columns * rows):
        bits.ue(I_PCM)
        bits.align_zero()
        lit = (number % columns + index) % columns == 0
        colour = solid or ((200, 60, 200) if lit else (80, 160, 90))
        bits.raw(_macroblock(*colour))
    return _nal(3, 5, bits.trailing())


def _box(kind: bytes, *parts: bytes) -> bytes:
    payload = b"".join(parts)
    return struct.pack(">I", 8 + len(payload)) + kind + payload


def _full_box(kind: bytes, version: int, flags: int, *parts: bytes) -> bytes:
    return _box(kind, struct.pack(">I", (version << 24) | flags), *parts)


_MATRIX = struct.pack(">9I", 0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000)


def _avc1(width: int, height: int, sps: bytes, pps: bytes) -> bytes:
    avcc = _box(
        b"avcC",
        bytes([1, PROFILE_BASELINE, CONSTRAINTS, LEVEL, 0xFF, 0xE1]),
        struct.pack(">H", len(sps)) + sps,
        bytes([1]) + struct.pack(">H", len(pps)) + pps,
    )
    return _box(
        b"avc1",
        bytes(6) + struct.pack(">H", 1) + bytes(16),
        struct.pack(">HHIIIH", width, height, 0x480000, 0x480000, 0, 1),
        bytes(32) + struct.pack(">Hh", 0x18, -1),
        avcc,
    )


def _stbl(sizes: list[int], chunk_offset: int, sample_entry: bytes) -> bytes:
    count = len(sizes)
    return _box(
        b"stbl",
        _full_box(b"stsd", 0, 0, struct.pack(">I", 1), sample_entry),
        _full_box(b"stts", 0, 0, struct.pack(">III", 1, count, 1)),
        _full_box(b"stsc", 0, 0, struct.pack(">IIII", 1, 1, count, 1)),
        _full_box(b"stsz", 0, 0, struct.pack(f">II{count}I", 0, count, *sizes)),
        _full_box(b"stco", 0, 0, struct.pack(">II", 1, chunk_offset)),
    )


def _trak(width: int, height: int, fps: int, stbl: bytes, count: int) -> bytes:
    millis = count * 1000 // fps
    tkhd = _full_box(
        b"tkhd",
        0,
        3,
        struct.pack(">IIIII", 0, 0, 1, 0, millis),
        bytes(8) + struct.pack(">hhhH", 0, 0, 0, 0),
        _MATRIX,
        struct.pack(">II", width << 16, height << 16),
    )
    mdhd = _full_box(b"mdhd", 0, 0, struct.pack(">IIIIHH", 0, 0, fps, count, 0x55C4, 0))
    hdlr = _full_box(b"hdlr", 0, 0, bytes(4), b"vide", bytes(12), b"VideoHandler\0")
    dinf = _box(b"dinf", _full_box(b"dref", 0, 0, struct.pack(">I", 1), _full_box(b"url ", 0, 1)))
    vmhd = _full_box(b"vmhd", 0, 1, bytes(8))
    minf = _box(b"minf", vmhd, dinf, stbl)
    return _box(b"trak", tkhd, _box(b"mdia", mdhd, hdlr, minf))


def _moov(width: int, height: int, fps: int, stbl: bytes, count: int) -> bytes:
    millis = count * 1000 // fps
    mvhd = _full_box(
        b"mvhd",
        0,
        0,
        struct.pack(">IIII", 0, 0, 1000, millis),
        struct.pack(">IH", 0x10000, 0x100) + bytes(10),
        _MATRIX,
        bytes(24) + struct.pack(">I", 2),
    )
    return _box(b"moov", mvhd, _trak(width, height, fps, stbl, count))


def tiny_mp4(
    frames: int = 10, fps: int = 10, width: int = 64, height: int = 64, solid: YCbCr | None = None
) -> bytes:
    """An MP4 of `frames` pictures at `fps`, with sides that are multiples of 16; every
    picture of the `solid` colour (Y, Cb, Cr) when given."""
    if width % MB or height % MB:
        raise ValueError("width and height must be multiples of 16")
    sps, pps = _sps(width, height), _pps()
    samples = [_idr_slice(index, width, height, solid) for index in range(frames)]
    samples = [struct.pack(">I", len(nal)) + nal for nal in samples]
    ftyp = _box(b"ftyp", b"isom", struct.pack(">I", 512), b"isomiso2avc1mp41")
    mdat = _box(b"mdat", *samples)
    sample_entry = _avc1(width, height, sps, pps)
    sizes = [len(sample) for sample in samples]
    # The chunk offset depends on the moov size, which does not depend on the offset's value.
    moov = _moov(width, height, fps, _stbl(sizes, 0, sample_entry), frames)
    offset = len(ftyp) + len(moov) + 8
    moov = _moov(width, height, fps, _stbl(sizes, offset, sample_entry), frames)
    return ftyp + moov + mdat
