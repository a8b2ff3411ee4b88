;; Sparse row × dense matrix accumulation for linear-model prediction, with 128-bit SIMD.
;; accumulate(w, kp, ind, val, nnz, out): for each j < nnz,
;;   out[0..kp) += w[ind[j]·kp .. ind[j]·kp + kp) × val[j]
;; All arguments are byte offsets into memory except kp (floats per row, a multiple of 4) and nnz.
;; The JavaScript loop does one scalar multiply-add per label per feature; four lanes at a time is what makes
;; many-label models (77 intents) fast.
(module
  (memory (export "memory") 1)
  (func (export "accumulate")
    (param $w i32) (param $kp i32) (param $ind i32) (param $val i32) (param $nnz i32) (param $out i32)
    (local $j i32) (local $row i32) (local $v v128) (local $k i32) (local $end i32) (local $o i32)
    (local.set $end (i32.shl (local.get $kp) (i32.const 2)))
    (block $done
      (loop $rows
        (br_if $done (i32.ge_u (local.get $j) (local.get $nnz)))
        (local.set $row
          (i32.add (local.get $w)
            (i32.shl
              (i32.mul (i32.load (i32.add (local.get $ind) (i32.shl (local.get $j) (i32.const 2)))) (local.get $kp))
              (i32.const 2))))
        (local.set $v (f32x4.splat (f32.load (i32.add (local.get $val) (i32.shl (local.get $j) (i32.const 2))))))
        (local.set $k (i32.const 0))
        (block $kdone
          (loop $ks
            (br_if $kdone (i32.ge_u (local.get $k) (local.get $end)))
            (local.set $o (i32.add (local.get $out) (local.get $k)))
            (v128.store (local.get $o)
              (f32x4.add (v128.load (local.get $o))
                (f32x4.mul (v128.load (i32.add (local.get $row) (local.get $k))) (local.get $v))))
            (local.set $k (i32.add (local.get $k) (i32.const 16)))
            (br $ks)))
        (local.set $j (i32.add (local.get $j) (i32.const 1)))
        (br $rows)))))
