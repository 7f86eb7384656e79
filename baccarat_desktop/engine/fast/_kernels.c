/* The simulator's compiled loops: shuffle, burn, cut card, coups, bets and the lab's betting systems.
 *
 * Plain C99 through the CPython API; arrays arrive through the buffer protocol (numpy's arrays
 * export it), checked for type, size and layout before any loop runs, and the loops run with the
 * GIL released so the drivers' threads use every core. kernels.py is the typed Python face of this
 * module and says what each function does; the algorithms are exactly the numba kernels' they
 * replaced (tests/engine/golden/ pins them byte for byte):
 *
 * - xoshiro256** (Blackman and Vigna), each stream seeded by SplitMix64 from the run's 64-bit seed
 *   and the stream's number, with Lemire's unbiased bounded integers;
 * - Fisher-Yates from the top, then the cut card cut_min + below(cut_max - cut_min + 1) cards from
 *   the end; the first card turned and that many burned (shoes of 11 cards or more);
 * - a coup P1 B1 P2 B2 resolved by the tableau table (tables.TABLEAU) from the two-card totals and the
 *   next two cards' values; once a card behind the cut card is drawn, the next coup is the last;
 * - nets as Python computes them: stake * num // den with floor division (rounds towards minus
 *   infinity, where C's division truncates towards zero), in int64.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define KEYS 6400          /* tables.KEYS */
#define TABLEAU_SIZE 10000 /* tables.TABLEAU */
#define CARDS 52

/* Session flags (kernels.RUINED ...). */
#define RUINED 1
#define HIT_MAX 2
#define STOP_WIN 4
#define STOP_LOSS 8

/* systems.System codes (kernels.py checks them against the enum at import). */
enum {
    FLAT = 0,
    MARTINGALE = 1,
    PAROLI = 2,
    DALEMBERT = 3,
    FIBONACCI = 4,
    ONE_THREE_TWO_SIX = 5,
    LABOUCHERE = 6,
    OSCARS_GRIND = 7,
    FOLLOW = 8,
    SYSTEMS = 9
};

static const int64_t FIB[] = {1,     1,     2,     3,      5,      8,      13,     21,     34,     55,
                              89,    144,   233,   377,    610,    987,    1597,   2584,   4181,   6765,
                              10946, 17711, 28657, 46368,  75025,  121393, 196418, 317811, 514229, 832040};
#define FIB_SIZE ((int64_t)(sizeof FIB / sizeof FIB[0]))
static const int64_t SIX[] = {1, 3, 2, 6};
static const int64_t LINE[] = {1, 2, 3, 4}; /* Labouchere's opening line: a series wins 10 units */
#define LINE_SIZE 4

/* -- random numbers ---------------------------------------------------------------------------- */
#define GOLDEN UINT64_C(0x9E3779B97F4A7C15)

static uint64_t mix(uint64_t z) {
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

/* Stream `stream` of the run seeded by `seed`: four SplitMix64 outputs. */
static void seed_state(uint64_t *state, uint64_t seed, int64_t stream) {
    uint64_t x = seed ^ mix((uint64_t)stream * GOLDEN + 1u);
    for (int i = 0; i < 4; i++) {
        x += GOLDEN;
        state[i] = mix(x);
    }
}

static inline uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

static inline uint64_t next64(uint64_t *s) {
    uint64_t result = rotl(s[1] * 5u, 7) * 9u;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
}

/* A uniform integer in [0, n), 0 < n < 2**32 (Lemire's multiply-and-reject, no bias). */
static inline int64_t below(uint64_t *state, int64_t n) {
    uint64_t bound = (uint64_t)n;
    uint64_t m = (next64(state) >> 32) * bound;
    uint64_t low = m & UINT64_C(0xFFFFFFFF);
    if (low < bound) {
        uint64_t threshold = (UINT64_C(0x100000000) - bound) % bound;
        while (low < threshold) {
            m = (next64(state) >> 32) * bound;
            low = m & UINT64_C(0xFFFFFFFF);
        }
    }
    return (int64_t)(m >> 32);
}

/* Python's a // b for int64 (b != 0): the quotient rounded towards minus infinity. */
static inline int64_t floor_div(int64_t a, int64_t b) {
    int64_t q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0))) q -= 1;
    return q;
}

/* -- the shoe and the coup ---------------------------------------------------------------------- */
typedef struct {
    const int64_t *values; /* [52] 0..9 */
    const int64_t *ranks;  /* [52] */
    const int64_t *burns;  /* [52] 0..10 */
    const int64_t *tableau;
} Tables;

static void fresh_shoe(uint8_t *shoe, int64_t n) {
    for (int64_t i = 0; i < n; i++) shoe[i] = (uint8_t)(i % CARDS);
}

/* Shuffle in place (Fisher-Yates) and return the cut card's position. */
static int64_t new_shoe(uint8_t *shoe, int64_t n, uint64_t *state, int64_t cut_min, int64_t cut_max) {
    uint64_t s[4]; /* the generator in locals for the loop, so it stays in registers */
    memcpy(s, state, sizeof s);
    for (int64_t i = n - 1; i > 0; i--) {
        int64_t j = below(s, i + 1);
        uint8_t card = shoe[i];
        shoe[i] = shoe[j];
        shoe[j] = card;
    }
    int64_t cut = n - (cut_min + below(s, cut_max - cut_min + 1));
    memcpy(state, s, sizeof s);
    return cut;
}

/* Cards taken by the burn (the position of the first coup's first card). */
static inline int64_t burn(const uint8_t *shoe, int64_t n, const Tables *t) {
    return n < 11 ? 0 : 1 + t->burns[shoe[0]];
}

/* Deal one coup from *pos (at least six cards left): moves *pos on, returns the facts key. */
static inline int64_t coup(const uint8_t *shoe, int64_t *pos, const Tables *t) {
    const uint8_t *c = shoe + *pos;
    uint8_t p1 = c[0], b1 = c[1], p2 = c[2], b2 = c[3];
    const int64_t *v = t->values;
    int64_t entry = t->tableau[((v[p1] + v[p2]) % 10) * 1000 + ((v[b1] + v[b2]) % 10) * 100 + v[c[4]] * 10 + v[c[5]]];
    int64_t flags = (t->ranks[p1] == t->ranks[p2]) + 2 * (t->ranks[b1] == t->ranks[b2]) + 4 * (p1 == p2) + 8 * (b1 == b2);
    *pos += 4 + (entry >> 16);
    return (entry & 0xFFFF) + flags;
}

/* 0 for a Tie, 1 Banker, 2 Player. */
static inline int winner(int64_t key) {
    int64_t totals = key >> 6;
    int64_t pt = totals / 10, bt = totals % 10;
    return pt == bt ? 0 : (bt > pt ? 1 : 2);
}

/* -- arguments ---------------------------------------------------------------------------------- */
/* An array argument: its buffer, released by release() whatever happened. */
typedef struct {
    Py_buffer view;
    int held;
} Array;

enum Kind { INT64, UINT8, BOOL };

static const char *kind_name(enum Kind kind) {
    return kind == INT64 ? "int64" : (kind == UINT8 ? "uint8" : "bool");
}

static int kind_matches(const Py_buffer *view, enum Kind kind) {
    const char *f = view->format ? view->format : "B";
    if (*f == '@' || *f == '=' || *f == '<' || *f == '!' || *f == '>') {
        if ((*f == '>' || *f == '!') && view->itemsize > 1) return 0; /* big-endian data */
        f++;
    }
    if (f[0] == '\0' || f[1] != '\0') return 0;
    switch (kind) {
    case INT64:
        return view->itemsize == 8 && (f[0] == 'l' || f[0] == 'q');
    case UINT8:
        return view->itemsize == 1 && f[0] == 'B';
    case BOOL:
        return view->itemsize == 1 && f[0] == '?';
    }
    return 0;
}

/* Take `obj`'s buffer as a C-contiguous array of `kind` with `ndim` (1 or 2) dimensions, at least
 * min0 by min1 long; raise TypeError (not an array of that type) or ValueError (shape,
 * layout, read-only) naming the argument. Returns 0, or -1 with an exception set. */
static int take(PyObject *obj, Array *out, const char *name, enum Kind kind, int ndim, Py_ssize_t min0,
                Py_ssize_t min1, int writable) {
    out->held = 0;
    if (PyObject_GetBuffer(obj, &out->view, PyBUF_RECORDS_RO) != 0) {
        PyErr_Clear();
        PyErr_Format(PyExc_TypeError, "%s must be a numpy array of %s, not %.100s", name, kind_name(kind),
                     Py_TYPE(obj)->tp_name);
        return -1;
    }
    out->held = 1;
    Py_buffer *v = &out->view;
    if (!kind_matches(v, kind)) {
        PyErr_Format(PyExc_TypeError, "%s must be an array of %s, not of format '%s' (%zd bytes an item)", name,
                     kind_name(kind), v->format ? v->format : "B", v->itemsize);
        return -1;
    }
    if (v->ndim != ndim) {
        PyErr_Format(PyExc_ValueError, "%s must have %d dimension(s), not %d", name, ndim, v->ndim);
        return -1;
    }
    if (!PyBuffer_IsContiguous(v, 'C')) {
        PyErr_Format(PyExc_ValueError, "%s must be C-contiguous (np.ascontiguousarray)", name);
        return -1;
    }
    if (writable && v->readonly) {
        PyErr_Format(PyExc_ValueError, "%s must be writable: the kernel writes its results there", name);
        return -1;
    }
    for (int i = 0; i < ndim; i++) {
        Py_ssize_t least = i == 0 ? min0 : min1;
        if (v->shape[i] < least) {
            PyErr_Format(PyExc_ValueError, "%s is too short: dimension %d holds %zd, at least %zd needed", name, i,
                         v->shape[i], least);
            return -1;
        }
    }
    return 0;
}

static void release(Array *arrays, int count) {
    for (int i = 0; i < count; i++) {
        if (arrays[i].held) PyBuffer_Release(&arrays[i].view);
        arrays[i].held = 0;
    }
}

#define DATA(array, type) ((type *)(array).view.buf)
#define SHAPE(array, i) ((int64_t)(array).view.shape[i])

/* The four card tables; checked so no index they produce can leave an array. */
static int take_tables(PyObject *const *objs, Array *arrays, Tables *t) {
    if (take(objs[0], &arrays[0], "values", INT64, 1, CARDS, 0, 0) ||
        take(objs[1], &arrays[1], "ranks", INT64, 1, CARDS, 0, 0) ||
        take(objs[2], &arrays[2], "burns", INT64, 1, CARDS, 0, 0) ||
        take(objs[3], &arrays[3], "tableau", INT64, 1, TABLEAU_SIZE, 0, 0))
        return -1;
    t->values = DATA(arrays[0], int64_t);
    t->ranks = DATA(arrays[1], int64_t);
    t->burns = DATA(arrays[2], int64_t);
    t->tableau = DATA(arrays[3], int64_t);
    for (int i = 0; i < CARDS; i++) {
        if (t->values[i] < 0 || t->values[i] > 9) {
            PyErr_Format(PyExc_ValueError, "values must be card values 0..9 (tables.VALUES), not %lld at %d",
                         (long long)t->values[i], i);
            return -1;
        }
        if (t->burns[i] < 0 || t->burns[i] > 10) {
            PyErr_Format(PyExc_ValueError, "burns must be 0..10 (tables.BURNS), not %lld at %d",
                         (long long)t->burns[i], i);
            return -1;
        }
    }
    for (int i = 0; i < TABLEAU_SIZE; i++) {
        int64_t e = t->tableau[i];
        if (e < 0 || (e >> 16) > 2 || (e & 0xFFFF) + 15 >= KEYS) {
            PyErr_Format(PyExc_ValueError, "tableau must be tables.TABLEAU: entry %d is %lld", i, (long long)e);
            return -1;
        }
    }
    return 0;
}

static int check_shoe(int64_t decks, int64_t cut_min, int64_t cut_max) {
    if (decks < 1 || decks > 1000) {
        PyErr_Format(PyExc_ValueError, "decks must be 1 to 1000, not %lld", (long long)decks);
        return -1;
    }
    if (cut_min < 0 || cut_max < cut_min || cut_max - cut_min >= INT64_C(0xFFFFFFFF)) {
        PyErr_Format(PyExc_ValueError, "the cut card must be 0 <= cut_min <= cut_max, not %lld..%lld",
                     (long long)cut_min, (long long)cut_max);
        return -1;
    }
    return 0;
}

static int check_range(const char *what, int64_t first, int64_t last) {
    if (first < 0 || last < first) {
        PyErr_Format(PyExc_ValueError, "%s must be 0 <= first <= last, not %lld..%lld", what, (long long)first,
                     (long long)last);
        return -1;
    }
    return 0;
}

/* num and den: int64 [>= KEYS, columns] alike, den >= 1; closed_last: bool [columns]. */
static int take_pays(PyObject *num, PyObject *den, PyObject *closed, Array *arrays, int64_t columns) {
    if (take(num, &arrays[0], "num", INT64, 2, KEYS, columns, 0) ||
        take(den, &arrays[1], "den", INT64, 2, KEYS, columns, 0) ||
        take(closed, &arrays[2], "closed_last", BOOL, 1, columns, 0, 0))
        return -1;
    if (arrays[0].view.shape[1] != arrays[1].view.shape[1] || arrays[0].view.shape[0] != arrays[1].view.shape[0]) {
        PyErr_SetString(PyExc_ValueError, "num and den must have the same shape");
        return -1;
    }
    const int64_t *d = DATA(arrays[1], int64_t);
    Py_ssize_t size = arrays[1].view.shape[0] * arrays[1].view.shape[1];
    for (Py_ssize_t i = 0; i < size; i++) {
        if (d[i] < 1) {
            PyErr_SetString(PyExc_ValueError, "den must be positive: a payout's denominator (a push is 0/1)");
            return -1;
        }
    }
    return 0;
}

/* -- simulate_blocks ---------------------------------------------------------------------------- */
static PyObject *simulate_blocks(PyObject *self, PyObject *args) {
    (void)self;
    unsigned long long seed;
    long long first_block, last_block, block_hands, total_hands, decks, cut_min, cut_max;
    PyObject *objs[6];
    if (!PyArg_ParseTuple(args, "KLLLLLLLOOOOOO:simulate_blocks", &seed, &first_block, &last_block, &block_hands,
                          &total_hands, &decks, &cut_min, &cut_max, &objs[0], &objs[1], &objs[2], &objs[3],
                          &objs[4], &objs[5]))
        return NULL;
    if (check_shoe(decks, cut_min, cut_max) || check_range("the blocks", first_block, last_block)) return NULL;
    Array arrays[6];
    memset(arrays, 0, sizeof arrays);
    Tables t;
    if (take_tables(objs, arrays, &t) || take(objs[4], &arrays[4], "counts", INT64, 1, KEYS, 0, 1) ||
        take(objs[5], &arrays[5], "stats", INT64, 1, 5, 0, 1)) {
        release(arrays, 6);
        return NULL;
    }
    int64_t n = CARDS * decks;
    uint8_t *shoe = malloc((size_t)n);
    if (!shoe) {
        release(arrays, 6);
        return PyErr_NoMemory();
    }
    int64_t *counts = DATA(arrays[4], int64_t), *stats = DATA(arrays[5], int64_t);
    Py_BEGIN_ALLOW_THREADS;
    uint64_t state[4];
    for (int64_t block = first_block; block < last_block; block++) {
        int64_t hands = total_hands - block * block_hands;
        if (block_hands < hands) hands = block_hands;
        seed_state(state, seed, block);
        fresh_shoe(shoe, n);
        int64_t dealt = 0;
        while (dealt < hands) {
            int64_t cut = new_shoe(shoe, n, state, cut_min, cut_max);
            int64_t pos = burn(shoe, n, &t);
            stats[1] += 1;
            stats[2] += pos;
            int side = -1;
            int64_t streak = 0;
            int over = n - pos < 6;
            while (!over && dealt < hands) {
                int last = pos > cut;
                int64_t key = coup(shoe, &pos, &t);
                counts[key] += 1;
                dealt += 1;
                int won = winner(key);
                if (won) {
                    streak = won == side ? streak + 1 : 1;
                    side = won;
                    if (streak > stats[2 + won]) stats[2 + won] = streak;
                }
                over = last || n - pos < 6;
            }
        }
        stats[0] += dealt;
    }
    Py_END_ALLOW_THREADS;
    free(shoe);
    release(arrays, 6);
    Py_RETURN_NONE;
}

/* -- make_orders -------------------------------------------------------------------------------- */
static PyObject *make_orders(PyObject *self, PyObject *args) {
    (void)self;
    unsigned long long seed;
    long long stream, decks, cut_min, cut_max;
    PyObject *orders_obj, *cuts_obj;
    if (!PyArg_ParseTuple(args, "KLLLLOO:make_orders", &seed, &stream, &decks, &cut_min, &cut_max, &orders_obj,
                          &cuts_obj))
        return NULL;
    if (check_shoe(decks, cut_min, cut_max)) return NULL;
    int64_t n = CARDS * decks;
    Array arrays[2];
    memset(arrays, 0, sizeof arrays);
    if (take(orders_obj, &arrays[0], "orders", UINT8, 2, 0, n, 1) ||
        take(cuts_obj, &arrays[1], "cuts", INT64, 1, 0, 0, 1)) {
        release(arrays, 2);
        return NULL;
    }
    int64_t shoes = SHAPE(arrays[0], 0);
    if (SHAPE(arrays[0], 1) != n || SHAPE(arrays[1], 0) != shoes) {
        PyErr_Format(PyExc_ValueError, "orders must be [shoes, %lld] and cuts [shoes]", (long long)n);
        release(arrays, 2);
        return NULL;
    }
    uint8_t *orders = DATA(arrays[0], uint8_t);
    int64_t *cuts = DATA(arrays[1], int64_t);
    Py_BEGIN_ALLOW_THREADS;
    uint64_t state[4];
    seed_state(state, seed, stream);
    /* Each order is the one before shuffled again, as one shoe reshuffled shoe after shoe. */
    if (shoes > 0) fresh_shoe(orders, n);
    for (int64_t s = 0; s < shoes; s++) {
        uint8_t *shoe = orders + s * n;
        if (s > 0) memcpy(shoe, shoe - n, (size_t)n);
        cuts[s] = new_shoe(shoe, n, state, cut_min, cut_max);
    }
    Py_END_ALLOW_THREADS;
    release(arrays, 2);
    Py_RETURN_NONE;
}

/* -- deal_orders -------------------------------------------------------------------------------- */
static PyObject *deal_orders(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *orders_obj, *cuts_obj, *rows_obj, *objs[4];
    int burns_on;
    if (!PyArg_ParseTuple(args, "OOpOOOOO:deal_orders", &orders_obj, &cuts_obj, &burns_on, &objs[0], &objs[1],
                          &objs[2], &objs[3], &rows_obj))
        return NULL;
    Array arrays[7];
    memset(arrays, 0, sizeof arrays);
    Tables t;
    if (take_tables(objs, arrays, &t) || take(orders_obj, &arrays[4], "orders", UINT8, 2, 0, 0, 0) ||
        take(cuts_obj, &arrays[5], "cuts", INT64, 1, 0, 0, 0)) {
        release(arrays, 7);
        return NULL;
    }
    int64_t shoes = SHAPE(arrays[4], 0), n = SHAPE(arrays[4], 1);
    if (take(rows_obj, &arrays[6], "rows", INT64, 2, shoes * (n / 4 + 1), 5, 1)) {
        release(arrays, 7);
        return NULL;
    }
    if (SHAPE(arrays[5], 0) < shoes || SHAPE(arrays[6], 1) != 5) {
        PyErr_SetString(PyExc_ValueError, "cuts must hold one position a shoe, and rows five columns");
        release(arrays, 7);
        return NULL;
    }
    const uint8_t *orders = DATA(arrays[4], uint8_t);
    for (int64_t i = 0; i < shoes * n; i++) {
        if (orders[i] >= CARDS) {
            PyErr_Format(PyExc_ValueError, "orders must hold cards 0..51, not %d", (int)orders[i]);
            release(arrays, 7);
            return NULL;
        }
    }
    const int64_t *cuts = DATA(arrays[5], int64_t);
    int64_t *rows = DATA(arrays[6], int64_t);
    int64_t count = 0;
    Py_BEGIN_ALLOW_THREADS;
    for (int64_t s = 0; s < shoes; s++) {
        const uint8_t *shoe = orders + s * n;
        int64_t pos = burns_on ? burn(shoe, n, &t) : 0;
        int64_t cut = cuts[s];
        int over = n - pos < 6;
        while (!over) {
            int last = cut >= 0 && pos > cut;
            int64_t start = pos;
            int64_t key = coup(shoe, &pos, &t);
            over = last || n - pos < 6;
            int64_t *row = rows + count * 5;
            row[0] = s;
            row[1] = start;
            row[2] = pos - start;
            row[3] = key;
            row[4] = over;
            count++;
        }
    }
    Py_END_ALLOW_THREADS;
    release(arrays, 7);
    return PyLong_FromLongLong(count);
}

/* -- lab_sessions ------------------------------------------------------------------------------- */
typedef struct {
    uint64_t seed;
    int64_t first, last, hands, decks, cut_min, cut_max;
    int64_t system, first_column, unit, bankroll, table_min, table_max, stop_win, stop_loss;
} LabArgs;

static void lab_loop(const LabArgs *a, const Tables *t, const int64_t *num, const int64_t *den, int64_t columns,
                     const uint8_t *closed_last, const int64_t *checkpoints, int64_t points, int64_t *out_net,
                     int64_t *out_wagered, int64_t *out_wagered_other, int64_t *out_flags, int64_t *out_losing_run,
                     int64_t *out_played, int64_t *out_paths, int64_t path_columns, uint8_t *shoe, int64_t *line) {
    const int64_t n = CARDS * a->decks, system = a->system, unit = a->unit, bankroll = a->bankroll;
    uint64_t state[4];
    for (int64_t session = a->first; session < a->last; session++) {
        int64_t *path = out_paths + session * path_columns;
        seed_state(state, a->seed, session);
        fresh_shoe(shoe, n);
        int64_t money = bankroll, wagered = 0, wagered_other = 0, flags = 0, run = 0, longest = 0, played = 0;
        int64_t level = system == DALEMBERT ? 1 : 0;
        int64_t column = a->first_column;
        int64_t line_start = 0, line_end = LINE_SIZE;
        memcpy(line, LINE, sizeof LINE);
        int64_t grind_stake = unit, grind_profit = 0;
        int64_t point = 0;
        if (checkpoints[0] == 0) {
            path[0] = money;
            point = 1;
        }
        int64_t dealt = 0;
        int done = 0;
        while (!done && dealt < a->hands) {
            int64_t cut = new_shoe(shoe, n, state, a->cut_min, a->cut_max);
            int64_t pos = burn(shoe, n, t);
            int over = n - pos < 6;
            while (!over && !done && dealt < a->hands) {
                int last_hand = pos > cut;
                /* the stake the system asks for */
                int64_t units = 1;
                if (system == MARTINGALE || system == PAROLI) {
                    units = INT64_C(1) << (level < 40 ? level : 40);
                } else if (system == DALEMBERT) {
                    units = level;
                } else if (system == FIBONACCI) {
                    units = FIB[level < FIB_SIZE - 1 ? level : FIB_SIZE - 1];
                } else if (system == ONE_THREE_TWO_SIX) {
                    units = SIX[level];
                } else if (system == LABOUCHERE) {
                    units = line[line_start];
                    if (line_end - line_start > 1) units += line[line_end - 1];
                }
                int64_t wanted = system == OSCARS_GRIND ? grind_stake : (int64_t)((uint64_t)units * (uint64_t)unit);
                int64_t stake = wanted;
                if (stake > a->table_max) {
                    stake = a->table_max;
                    flags |= HIT_MAX;
                }
                if (stake > money) stake = money;
                if (stake < a->table_min) {
                    flags |= RUINED;
                    done = 1;
                    break;
                }
                if (last_hand && closed_last[column]) stake = 0; /* closed for the last hand: sit it out */
                int64_t key = coup(shoe, &pos, t);
                over = last_hand || n - pos < 6;
                dealt += 1;
                int64_t net = floor_div((int64_t)((uint64_t)stake * (uint64_t)num[key * columns + column]),
                                        den[key * columns + column]);
                money += net;
                wagered += stake;
                if (column == 1) wagered_other += stake;
                if (stake > 0) played += 1;
                /* the system hears the result */
                if (net > 0) {
                    run = 0;
                    if (system == MARTINGALE) {
                        level = 0;
                    } else if (system == PAROLI) {
                        level = level >= 2 ? 0 : level + 1;
                    } else if (system == DALEMBERT) {
                        level = level - 1 > 1 ? level - 1 : 1;
                    } else if (system == FIBONACCI) {
                        level = level - 2 > 0 ? level - 2 : 0;
                    } else if (system == ONE_THREE_TWO_SIX) {
                        level = level >= 3 ? 0 : level + 1;
                    } else if (system == LABOUCHERE) {
                        if (line_end - line_start <= 2) {
                            memcpy(line, LINE, sizeof LINE);
                            line_start = 0;
                            line_end = LINE_SIZE;
                        } else {
                            line_start += 1;
                            line_end -= 1;
                        }
                    } else if (system == OSCARS_GRIND) {
                        grind_profit += net;
                        if (grind_profit >= unit) {
                            grind_profit = 0;
                            grind_stake = unit;
                        } else {
                            int64_t up = grind_stake + unit, need = unit - grind_profit;
                            int64_t smaller = up < need ? up : need;
                            grind_stake = unit > smaller ? unit : smaller;
                        }
                    }
                } else if (net < 0) {
                    run += 1;
                    if (run > longest) longest = run;
                    if (system == MARTINGALE || system == DALEMBERT || system == FIBONACCI) {
                        level += 1;
                    } else if (system == PAROLI || system == ONE_THREE_TWO_SIX) {
                        level = 0;
                    } else if (system == LABOUCHERE) {
                        line[line_end] = units;
                        line_end += 1;
                    } else if (system == OSCARS_GRIND) {
                        grind_profit += net;
                    }
                }
                if (system == FOLLOW) {
                    int won = winner(key);
                    if (won) column = won - 1;
                }
                while (point < points && checkpoints[point] == dealt) {
                    path[point] = money;
                    point += 1;
                }
                if (a->stop_win > 0 && money - bankroll >= a->stop_win) {
                    flags |= STOP_WIN;
                    done = 1;
                } else if (a->stop_loss > 0 && bankroll - money >= a->stop_loss) {
                    flags |= STOP_LOSS;
                    done = 1;
                }
            }
        }
        while (point < points) {
            path[point] = money;
            point += 1;
        }
        out_net[session] = money - bankroll;
        out_wagered[session] = wagered;
        out_wagered_other[session] = wagered_other;
        out_flags[session] = flags;
        out_losing_run[session] = longest;
        out_played[session] = played;
    }
}

static PyObject *lab_sessions(PyObject *self, PyObject *args) {
    (void)self;
    LabArgs a;
    unsigned long long seed;
    long long v[15];
    PyObject *objs[4], *num_obj, *den_obj, *closed_obj, *checkpoints_obj, *outs[7];
    if (!PyArg_ParseTuple(args, "KLLLLLLOOOOOOOLLLLLLLLOOOOOOOO:lab_sessions", &seed, &v[0], &v[1], &v[2], &v[3],
                          &v[4], &v[5], &objs[0], &objs[1], &objs[2], &objs[3], &num_obj, &den_obj, &closed_obj,
                          &v[6], &v[7], &v[8], &v[9], &v[10], &v[11], &v[12], &v[13], &checkpoints_obj, &outs[0],
                          &outs[1], &outs[2], &outs[3], &outs[4], &outs[5], &outs[6]))
        return NULL;
    a.seed = seed;
    a.first = v[0], a.last = v[1], a.hands = v[2], a.decks = v[3], a.cut_min = v[4], a.cut_max = v[5];
    a.system = v[6], a.first_column = v[7], a.unit = v[8], a.bankroll = v[9], a.table_min = v[10];
    a.table_max = v[11], a.stop_win = v[12], a.stop_loss = v[13];
    if (check_shoe(a.decks, a.cut_min, a.cut_max) || check_range("the sessions", a.first, a.last)) return NULL;
    if (a.system < 0 || a.system >= SYSTEMS) {
        PyErr_Format(PyExc_ValueError, "system must be a systems.System code 0..%d, not %lld", SYSTEMS - 1,
                     (long long)a.system);
        return NULL;
    }
    if (a.hands < 0 || a.hands > INT64_C(1) << 40) {
        PyErr_Format(PyExc_ValueError, "hands must be 0 to 2**40, not %lld", (long long)a.hands);
        return NULL;
    }
    int64_t columns_needed = (a.system == FOLLOW ? 2 : a.first_column + 1);
    if (a.first_column < 0 || (a.system == FOLLOW && a.first_column > 1)) {
        PyErr_Format(PyExc_ValueError, "first_column %lld is not a column of the pay table", (long long)a.first_column);
        return NULL;
    }
    Array arrays[15];
    memset(arrays, 0, sizeof arrays);
    Tables t;
    static const char *out_names[6] = {"out_net", "out_wagered", "out_wagered_other", "out_flags", "out_losing_run",
                                       "out_played"};
    int failed = take_tables(objs, arrays, &t) || take_pays(num_obj, den_obj, closed_obj, arrays + 4, columns_needed) ||
                 take(checkpoints_obj, &arrays[7], "checkpoints", INT64, 1, 1, 0, 0);
    for (int i = 0; i < 6 && !failed; i++) failed = take(outs[i], &arrays[8 + i], out_names[i], INT64, 1, a.last, 0, 1);
    if (!failed) failed = take(outs[6], &arrays[14], "out_paths", INT64, 2, a.last, arrays[7].view.shape[0], 1);
    if (failed) {
        release(arrays, 15);
        return NULL;
    }
    int64_t n = CARDS * a.decks;
    uint8_t *shoe = malloc((size_t)n);
    int64_t *line = malloc(sizeof(int64_t) * (size_t)(LINE_SIZE + a.hands + 1));
    if (!shoe || !line) {
        free(shoe);
        free(line);
        release(arrays, 15);
        return PyErr_NoMemory();
    }
    Py_BEGIN_ALLOW_THREADS;
    lab_loop(&a, &t, DATA(arrays[4], int64_t), DATA(arrays[5], int64_t), SHAPE(arrays[4], 1), DATA(arrays[6], uint8_t),
             DATA(arrays[7], int64_t), SHAPE(arrays[7], 0), DATA(arrays[8], int64_t), DATA(arrays[9], int64_t),
             DATA(arrays[10], int64_t), DATA(arrays[11], int64_t), DATA(arrays[12], int64_t), DATA(arrays[13], int64_t),
             DATA(arrays[14], int64_t), SHAPE(arrays[14], 1), shoe, line);
    Py_END_ALLOW_THREADS;
    free(shoe);
    free(line);
    release(arrays, 15);
    Py_RETURN_NONE;
}

/* -- replay_sessions ---------------------------------------------------------------------------- */
static PyObject *replay_sessions(PyObject *self, PyObject *args) {
    (void)self;
    unsigned long long seed;
    long long first, last, decks, cut_min, cut_max;
    PyObject *objs[4], *num_obj, *den_obj, *closed_obj, *stakes_obj, *out_obj;
    if (!PyArg_ParseTuple(args, "KLLLLLOOOOOOOOO:replay_sessions", &seed, &first, &last, &decks, &cut_min, &cut_max,
                          &objs[0], &objs[1], &objs[2], &objs[3], &num_obj, &den_obj, &closed_obj, &stakes_obj,
                          &out_obj))
        return NULL;
    if (check_shoe(decks, cut_min, cut_max) || check_range("the sessions", first, last)) return NULL;
    Array arrays[9];
    memset(arrays, 0, sizeof arrays);
    Tables t;
    if (take_tables(objs, arrays, &t) || take(stakes_obj, &arrays[7], "stakes", INT64, 2, 0, 0, 0) ||
        take_pays(num_obj, den_obj, closed_obj, arrays + 4, SHAPE(arrays[7], 1)) ||
        take(out_obj, &arrays[8], "out_net", INT64, 1, last, 0, 1)) {
        release(arrays, 9);
        return NULL;
    }
    const int64_t *num = DATA(arrays[4], int64_t), *den = DATA(arrays[5], int64_t), *stakes = DATA(arrays[7], int64_t);
    const int64_t pay_columns = SHAPE(arrays[4], 1);
    const uint8_t *closed_last = DATA(arrays[6], uint8_t);
    int64_t hands = SHAPE(arrays[7], 0), columns = SHAPE(arrays[7], 1);
    int64_t *out_net = DATA(arrays[8], int64_t);
    int64_t n = CARDS * decks;
    uint8_t *shoe = malloc((size_t)n);
    if (!shoe) {
        release(arrays, 9);
        return PyErr_NoMemory();
    }
    Py_BEGIN_ALLOW_THREADS;
    uint64_t state[4];
    for (int64_t session = first; session < last; session++) {
        seed_state(state, seed, session);
        fresh_shoe(shoe, n);
        int64_t total = 0, dealt = 0;
        while (dealt < hands) {
            int64_t cut = new_shoe(shoe, n, state, cut_min, cut_max);
            int64_t pos = burn(shoe, n, &t);
            int over = n - pos < 6;
            while (!over && dealt < hands) {
                int last_hand = pos > cut;
                int64_t key = coup(shoe, &pos, &t);
                over = last_hand || n - pos < 6;
                const int64_t *row = stakes + dealt * columns;
                for (int64_t c = 0; c < columns; c++) {
                    int64_t stake = row[c];
                    if (stake > 0 && !(last_hand && closed_last[c]))
                        total += floor_div((int64_t)((uint64_t)stake * (uint64_t)num[key * pay_columns + c]),
                                           den[key * pay_columns + c]);
                }
                dealt += 1;
            }
        }
        out_net[session] = total;
    }
    Py_END_ALLOW_THREADS;
    free(shoe);
    release(arrays, 9);
    Py_RETURN_NONE;
}

/* -- the module --------------------------------------------------------------------------------- */
static PyMethodDef methods[] = {
    {"simulate_blocks", simulate_blocks, METH_VARARGS, "Deal blocks of a simulate run (kernels.simulate_blocks)."},
    {"make_orders", make_orders, METH_VARARGS, "Fill card orders and cut positions of one stream."},
    {"deal_orders", deal_orders, METH_VARARGS, "Deal given card orders into rows; returns the row count."},
    {"lab_sessions", lab_sessions, METH_VARARGS, "Sessions of a strategy-lab run (kernels.lab_sessions)."},
    {"replay_sessions", replay_sessions, METH_VARARGS, "Replays of a player's stakes (kernels.replay_sessions)."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_kernels",
    "The simulator's compiled loops; engine/fast/kernels.py is their typed face.", -1, methods, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__kernels(void) {
    PyObject *m = PyModule_Create(&module);
    if (m == NULL) return NULL;
    if (PyModule_AddIntConstant(m, "KEYS", KEYS) || PyModule_AddIntConstant(m, "RUINED", RUINED) ||
        PyModule_AddIntConstant(m, "HIT_MAX", HIT_MAX) || PyModule_AddIntConstant(m, "STOP_WIN", STOP_WIN) ||
        PyModule_AddIntConstant(m, "STOP_LOSS", STOP_LOSS) || PyModule_AddIntConstant(m, "SYSTEMS", SYSTEMS)) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
