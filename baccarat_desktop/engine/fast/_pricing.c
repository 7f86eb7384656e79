/* Batch pricing of shoe compositions: every bet's exact expectation before many hands at once.
 *
 * The same count as engine/fast/pricer.py (and the reference, engine/odds.py): a coup is an
 * ordered draw of six cards; the draws are grouped by the multiset of the six card values, whose
 * weight is a product of falling factorials of the counts. The Python side turns every bet's pay
 * lines into integer coefficients (one per multiset for the coup's bets, one per pair key for the
 * pair bets), so a bet's expectation before a hand is NUMERATOR / (DENOMINATOR * TOTAL) with the
 * numerator an exact integer sum computed here. Nothing here knows a rule: the card values, the
 * multisets and the coefficients all come from Python (engine.fast.pricer.BatchPlan).
 *
 * Plain C99 through the CPython API and the buffer protocol (no numpy headers); the loop runs with
 * the GIL released so threads price chunks side by side (docs/simulator.md).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define VALUES 10
#define DEPTH 6     /* cards in a coup's ordered draw */
#define RANKS 13
#define PAIR_KEYS 16 /* player pair, banker pair, player suited, banker suited: 8 4 2 1 */
#define MAX_KINDS 52

/* A buffer of int64 (or int32) with the shape asked for (-1: any); a clear TypeError/ValueError
 * otherwise. */
static int get_ints(PyObject *obj, Py_buffer *view, int ndim, Py_ssize_t rows, Py_ssize_t cols,
                    int writable, const char *name, int itemsize) {
    int flags = PyBUF_C_CONTIGUOUS | PyBUF_FORMAT | (writable ? PyBUF_WRITABLE : 0);
    if (PyObject_GetBuffer(obj, view, flags) < 0) {
        PyErr_Format(PyExc_TypeError, "%s must be a C-contiguous%s int%d array", name,
                     writable ? " writable" : "", itemsize * 8);
        return -1;
    }
    const char *f = view->format;
    if (f && (*f == '<' || *f == '=' || *f == '@')) f++;
    int known = f != NULL && (itemsize == 8 ? (strcmp(f, "q") == 0 || strcmp(f, "l") == 0)
                                            : (strcmp(f, "i") == 0 || (strcmp(f, "l") == 0 && sizeof(long) == 4)));
    if (view->itemsize != itemsize || !known) {
        PyErr_Format(PyExc_TypeError, "%s must hold int%d (format %s, itemsize %zd)", name, itemsize * 8,
                     view->format ? view->format : "?", view->itemsize);
        PyBuffer_Release(view);
        return -1;
    }
    if (view->ndim != ndim || (rows >= 0 && view->shape[0] != rows) ||
        (ndim >= 2 && cols >= 0 && view->shape[1] != cols)) {
        PyErr_Format(PyExc_ValueError, "%s has the wrong shape (%d dimension(s) expected)", name, ndim);
        PyBuffer_Release(view);
        return -1;
    }
    return 0;
}

typedef struct {
    Py_ssize_t rows, kinds, multisets, coup_bets, pair_bets;
    const int64_t *counts;      /* [rows, kinds]: 13 by rank or 52 by card (rank-major in each suit) */
    const int64_t *value_of;    /* [13]: a rank's value in baccarat */
    const int64_t *multiset;    /* [multisets, 10]: how often each value occurs among the six */
    const int32_t *coup_coefs;  /* [coup_bets / 4, multisets, 4]: four bets side by side */
    const int64_t *pair_coefs;  /* [pair_bets, 16] */
    int64_t bound;              /* the largest |coefficient| of any bet on one key */
    int64_t *numerators;        /* out [rows, coup_bets + pair_bets] */
    int64_t *totals;            /* out [rows]: ordered draws; 0 no shoe (negative, < 6 cards); -1 too big */
} Batch;

/* A multiset's weight is the product of its two halves' (values 0-4 and 5-9), each a product of
 * falling factorials; the halves of the 5,005 multisets are only a few hundred distinct tuples. */
#define HALF 5
#define HALF_CODES 16807 /* 7**5: a half's multiplicities, base 7 */

typedef struct {
    Py_ssize_t count[2];   /* distinct tuples in each half */
    int64_t *tuples[2];    /* [count, HALF] multiplicities */
    int32_t *half_of;      /* [multisets, 2]: each multiset's tuple in each half */
} Halves;

static void free_halves(Halves *h) {
    free(h->tuples[0]);
    free(h->tuples[1]);
    free(h->half_of);
}

static int split_halves(const Batch *b, Halves *h) {
    int32_t *seen = malloc(sizeof(int32_t) * HALF_CODES);
    memset(h, 0, sizeof *h);
    h->tuples[0] = malloc(sizeof(int64_t) * (size_t)b->multisets * HALF);
    h->tuples[1] = malloc(sizeof(int64_t) * (size_t)b->multisets * HALF);
    h->half_of = malloc(sizeof(int32_t) * (size_t)b->multisets * 2);
    if (!seen || !h->tuples[0] || !h->tuples[1] || !h->half_of) {
        free(seen);
        free_halves(h);
        return -1;
    }
    for (int half = 0; half < 2; half++) {
        for (int i = 0; i < HALF_CODES; i++) seen[i] = -1;
        for (Py_ssize_t m = 0; m < b->multisets; m++) {
            const int64_t *mult = b->multiset + m * VALUES + half * HALF;
            int code = 0;
            for (int v = 0; v < HALF; v++) code = code * 7 + (int)mult[v];
            if (seen[code] < 0) {
                seen[code] = (int32_t)h->count[half];
                memcpy(h->tuples[half] + h->count[half] * HALF, mult, sizeof(int64_t) * HALF);
                h->count[half]++;
            }
            h->half_of[m * 2 + half] = seen[code];
        }
    }
    free(seen);
    return 0;
}

/* The pairs among P1 P2 B1 B2 by key: engine.odds._first_four summed in closed form over Player's
 * two cards, by kind (same card twice), same rank, and different ranks. */
static void first_four(const int64_t *kinds, Py_ssize_t nk, int64_t n, int64_t out[PAIR_KEYS]) {
    int suited = nk == MAX_KINDS;
    int64_t by_rank[RANKS] = {0}, squares[RANKS] = {0}, cubes[RANKS] = {0};
    for (Py_ssize_t i = 0; i < nk; i++) {
        int64_t k = kinds[i];
        by_rank[i % RANKS] += k;
        squares[i % RANKS] += k * k;
        cubes[i % RANKS] += k * k * k;
    }
    int64_t sum_kinds = 0, sum_ranks = 0, rank_squares = 0, rank_cubes = 0;
    for (int r = 0; r < RANKS; r++) {
        int64_t c = by_rank[r];
        sum_kinds += squares[r] - c;
        sum_ranks += c * (c - 1);
        rank_squares += c * c;
        rank_cubes += c * c * c;
    }
    int64_t tail = (n - 4) * (n - 5), banker_draws = (n - 2) * (n - 3);
    /* Player's two cards are one card twice (a suited pair when suits are known). */
    int64_t w1 = 0, p1 = 0, s1 = 0;
    for (Py_ssize_t i = 0; i < nk; i++) {
        int64_t k = kinds[i], w = k * (k - 1);
        w1 += w;
        p1 += w * (sum_ranks - 4 * by_rank[i % RANKS] + 6);
        if (suited) s1 += w * (sum_kinds - 4 * k + 6);
    }
    /* Two kinds of one rank (only with suits). */
    int64_t w2 = 0, p2 = 0, s2 = 0;
    if (suited) {
        for (int r = 0; r < RANKS; r++) {
            int64_t c = by_rank[r], w = c * c - squares[r];
            w2 += w;
            p2 += w * (sum_ranks - 4 * c + 6);
            s2 += (sum_kinds + 4) * w - 4 * (c * squares[r] - cubes[r]);
        }
    }
    /* Two ranks. */
    int64_t w3 = n * n - rank_squares;
    int64_t p3 = (sum_ranks + 4) * w3 - 4 * (n * rank_squares - rank_cubes);
    int64_t s3 = 0;
    if (suited) {
        int64_t spread = 0;
        for (Py_ssize_t i = 0; i < nk; i++) spread += kinds[i] * kinds[i] * (n - by_rank[i % RANKS]);
        s3 = (sum_kinds + 4) * w3 - 4 * spread;
    }
    int64_t acc[PAIR_KEYS] = {0};
    int64_t w[3], p[3], s[3]; /* assigned one by one: constant initializers only, for MSVC's C */
    int base[3];
    w[0] = w1, w[1] = w2, w[2] = w3;
    p[0] = p1, p[1] = p2, p[2] = p3;
    s[0] = s1, s[1] = s2, s[2] = s3;
    base[0] = 8 | (suited ? 2 : 0), base[1] = 8, base[2] = 0;
    for (int g = 0; g < 3; g++) {
        acc[base[g] | 4 | 1] += s[g];
        acc[base[g] | 4] += p[g] - s[g];
        acc[base[g]] += banker_draws * w[g] - p[g];
    }
    for (int k = 0; k < PAIR_KEYS; k++) out[k] = acc[k] * tail;
}

/* Price rows [start, stop): no Python object is touched (runs without the GIL). ``weights`` has
 * room for every multiset, ``half_weights`` for both halves' tuples. */
static void price_rows(const Batch *b, const Halves *h, int64_t *weights, int64_t *half_weights,
                       Py_ssize_t start, Py_ssize_t stop) {
    Py_ssize_t bets = b->coup_bets + b->pair_bets, cols = b->coup_bets;
    int64_t falling[VALUES * (DEPTH + 1)];
    int64_t *halves[2];
    halves[0] = half_weights;
    halves[1] = half_weights + h->count[0];
    for (Py_ssize_t r = start; r < stop; r++) {
        const int64_t *kinds = b->counts + r * b->kinds;
        int64_t *num = b->numerators + r * bets;
        int64_t values[VALUES] = {0}, n = 0;
        int bad = 0;
        for (Py_ssize_t i = 0; i < b->kinds; i++) {
            if (kinds[i] < 0) bad = 1;
            n += kinds[i];
            values[b->value_of[i % RANKS]] += kinds[i];
        }
        memset(num, 0, sizeof(int64_t) * (size_t)bets);
        if (bad || n < DEPTH) {
            b->totals[r] = 0;
            continue;
        }
        /* The ordered draws, and whether every bet's sum stays within int64. */
        int64_t total = 1;
        int fits = 1;
        for (int k = 0; k < DEPTH && fits; k++) {
            if (total > INT64_MAX / (n - k)) fits = 0;
            else total *= n - k;
        }
        if (!fits || total > INT64_MAX / b->bound) {
            b->totals[r] = -1; /* priced in Python integers instead */
            continue;
        }
        b->totals[r] = total;
        for (int v = 0; v < VALUES; v++) {
            int64_t f = 1;
            falling[v * (DEPTH + 1)] = 1;
            for (int m = 1; m <= DEPTH; m++) {
                int64_t left = values[v] - (m - 1);
                f = left > 0 ? f * left : 0;
                falling[v * (DEPTH + 1) + m] = f;
            }
        }
        for (int half = 0; half < 2; half++) {
            const int64_t *f = falling + half * HALF * (DEPTH + 1);
            for (Py_ssize_t t = 0; t < h->count[half]; t++) {
                const int64_t *mult = h->tuples[half] + t * HALF;
                halves[half][t] = f[mult[0]] * f[(DEPTH + 1) + mult[1]] * f[2 * (DEPTH + 1) + mult[2]] *
                                  f[3 * (DEPTH + 1) + mult[3]] * f[4 * (DEPTH + 1) + mult[4]];
            }
        }
        for (Py_ssize_t m = 0; m < b->multisets; m++)
            weights[m] = halves[0][h->half_of[2 * m]] * halves[1][h->half_of[2 * m + 1]];
        /* Four bets at a time, their sums in registers; coup_coefs is [blocks, multisets, 4]. */
        for (Py_ssize_t j = 0; j < cols; j += 4) {
            int64_t a0 = 0, a1 = 0, a2 = 0, a3 = 0;
            const int32_t *c = b->coup_coefs + j * b->multisets;
            for (Py_ssize_t m = 0; m < b->multisets; m++, c += 4) {
                int64_t wm = weights[m];
                a0 += wm * c[0];
                a1 += wm * c[1];
                a2 += wm * c[2];
                a3 += wm * c[3];
            }
            num[j] = a0;
            num[j + 1] = a1;
            num[j + 2] = a2;
            num[j + 3] = a3;
        }
        if (b->pair_bets) {
            int64_t pairs[PAIR_KEYS];
            first_four(kinds, b->kinds, n, pairs);
            for (Py_ssize_t k = 0; k < b->pair_bets; k++) {
                const int64_t *c = b->pair_coefs + k * PAIR_KEYS;
                int64_t s = 0;
                for (int key = 0; key < PAIR_KEYS; key++) s += c[key] * pairs[key];
                num[cols + k] = s;
            }
        }
    }
}

PyDoc_STRVAR(price_doc,
    "price(counts, value_of, multisets, coup_coefs, pair_coefs, bound, numerators, totals) -> int\n\n"
    "Every bet's exact numerator for each row of counts (int64 [rows, 13 or 52]); see\n"
    "engine.fast.pricer.BatchPlan. totals[r] is the row's ordered six-card draws, 0 for no shoe\n"
    "(a negative count, fewer than six cards), -1 where int64 is too small (price it in Python).\n"
    "Returns how many rows are -1. Releases the GIL while it counts.");

static PyObject *price(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *objs[7];
    long long bound;
    PyObject *totals_obj;
    if (!PyArg_ParseTuple(args, "OOOOOLOO", &objs[0], &objs[1], &objs[2], &objs[3], &objs[4], &bound,
                          &objs[5], &totals_obj))
        return NULL;
    objs[6] = totals_obj;
    Py_buffer v[7];
    int got = 0;
    PyObject *result = NULL;
    Halves halves;
    int64_t *weights = NULL;
    Py_ssize_t big = 0;
    Batch b;
    memset(&b, 0, sizeof b);
    if (bound < 1) {
        PyErr_SetString(PyExc_ValueError, "bound must be at least 1");
        return NULL;
    }
    if (get_ints(objs[0], &v[got], 2, -1, -1, 0, "counts", 8) < 0) goto done;
    got++;
    b.rows = v[0].shape[0];
    b.kinds = v[0].shape[1];
    if (b.kinds != RANKS && b.kinds != MAX_KINDS) {
        PyErr_SetString(PyExc_ValueError, "counts need 13 columns (by rank) or 52 (by card)");
        goto done;
    }
    if (get_ints(objs[1], &v[got], 1, RANKS, -1, 0, "value_of", 8) < 0) goto done;
    got++;
    if (get_ints(objs[2], &v[got], 2, -1, VALUES, 0, "multisets", 8) < 0) goto done;
    got++;
    b.multisets = v[2].shape[0];
    if (get_ints(objs[3], &v[got], 3, -1, b.multisets, 0, "coup_coefs", 4) < 0) goto done;
    got++;
    b.coup_bets = v[3].shape[0] * 4;
    if (v[3].shape[2] != 4) {
        PyErr_SetString(PyExc_ValueError, "coup_coefs is [blocks, multisets, 4]");
        goto done;
    }
    if (get_ints(objs[4], &v[got], 2, -1, PAIR_KEYS, 0, "pair_coefs", 8) < 0) goto done;
    got++;
    b.pair_bets = v[4].shape[0];
    if (get_ints(objs[5], &v[got], 2, b.rows, b.coup_bets + b.pair_bets, 1, "numerators", 8) < 0) goto done;
    got++;
    if (get_ints(objs[6], &v[got], 1, b.rows, -1, 1, "totals", 8) < 0) goto done;
    got++;
    b.counts = v[0].buf;
    b.value_of = v[1].buf;
    b.multiset = v[2].buf;
    b.coup_coefs = v[3].buf;
    b.pair_coefs = v[4].buf;
    b.bound = (int64_t)bound;
    b.numerators = v[5].buf;
    b.totals = v[6].buf;
    for (int i = 0; i < RANKS; i++) {
        if (b.value_of[i] < 0 || b.value_of[i] >= VALUES) {
            PyErr_SetString(PyExc_ValueError, "value_of holds values 0..9");
            goto done;
        }
    }
    for (Py_ssize_t i = 0; i < b.multisets * VALUES; i++) {
        if (b.multiset[i] < 0 || b.multiset[i] > DEPTH) {
            PyErr_SetString(PyExc_ValueError, "multisets hold multiplicities 0..6");
            goto done;
        }
    }
    if (split_halves(&b, &halves) < 0) {
        PyErr_NoMemory();
        goto done;
    }
    weights = malloc(sizeof(int64_t) * (size_t)(b.multisets + halves.count[0] + halves.count[1]));
    if (weights == NULL) {
        free_halves(&halves);
        PyErr_NoMemory();
        goto done;
    }
    Py_BEGIN_ALLOW_THREADS
    price_rows(&b, &halves, weights, weights + b.multisets, 0, b.rows);
    for (Py_ssize_t r = 0; r < b.rows; r++) big += b.totals[r] < 0;
    Py_END_ALLOW_THREADS
    free(weights);
    free_halves(&halves);
    result = PyLong_FromSsize_t(big);
done:
    for (int i = 0; i < got; i++) PyBuffer_Release(&v[i]);
    return result;
}

static PyMethodDef methods[] = {
    {"price", price, METH_VARARGS, price_doc},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_pricing",
    "Batch pricing of shoe compositions (engine.fast.pricer): exact integers, GIL released.",
    -1, methods, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__pricing(void) { return PyModule_Create(&module); }
