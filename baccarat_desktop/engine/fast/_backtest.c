/* The road-rule backtester's compiled loop: a rule, as a table, run over shoes of results.
 *
 * Plain C99 through the CPython API, arrays through the buffer protocol, checked before the loop
 * runs, the loop run with the GIL released (docs/simulator.md §The compiled kernel). The shoes come
 * from anywhere: the simulator's kernel deals them (_kernels.make_orders and deal_orders), or the
 * history and tracked shoes are read from storage. engine/fast/backtest.py is this module's typed
 * face; engine/road_rules.py says what a rule is and runs the same rules through the roads module
 * itself (shoe_bets), the reference this loop is held to (tests/engine/test_backtest_kernel.py).
 *
 * Per shoe, before each hand, the loop reads what the rule reads:
 * - PATTERN (0): the last `depth` Banker/Player results (ties skipped), Banker a 1 bit, the oldest
 *   the highest; nothing until the shoe has `depth` of them;
 * - DERIVED (1): the mark derived road `depth` would add if the next result were Banker: 0 none,
 *   1 red, 2 blue, by the rule of engine/roads.py derived_mark on the logical Big Road's columns;
 * and bets table[reading] (0 none, 1 Banker, 2 Player). A bet pushes on a Tie. After `stop_after` lost
 * bets in a row (0: never) the rule sits out the rest of the shoe.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define PATTERN 0
#define DERIVED 1
#define MAX_PATTERN 8 /* road_rules.MAX_PATTERN */

/* Result codes (tables.winner): 0 Tie, 1 Banker, 2 Player. */
#define TIE 0
#define BANKER 1
#define PLAYER 2

typedef struct {
    Py_buffer view;
    int held;
} Array;

/* Take `obj`'s buffer as a C-contiguous 1-dimensional array of `itemsize`-byte unsigned (format B)
 * or signed 64-bit (format l/q) items; TypeError or ValueError naming the argument otherwise. */
static int take(PyObject *obj, Array *out, const char *name, int int64, int writable) {
    out->held = 0;
    if (PyObject_GetBuffer(obj, &out->view, PyBUF_RECORDS_RO) != 0) {
        PyErr_Clear();
        PyErr_Format(PyExc_TypeError, "%s must be a numpy array of %s, not %.100s", name,
                     int64 ? "int64" : "uint8", Py_TYPE(obj)->tp_name);
        return -1;
    }
    out->held = 1;
    Py_buffer *v = &out->view;
    const char *f = v->format ? v->format : "B";
    if (*f == '@' || *f == '=' || *f == '<') f++;
    int ok = f[0] != '\0' && f[1] == '\0' &&
             (int64 ? (v->itemsize == 8 && (f[0] == 'l' || f[0] == 'q')) : (v->itemsize == 1 && f[0] == 'B'));
    if (!ok) {
        PyErr_Format(PyExc_TypeError, "%s must be an array of %s, not of format '%s'", name, int64 ? "int64" : "uint8",
                     v->format ? v->format : "B");
        return -1;
    }
    if (v->ndim != 1) {
        PyErr_Format(PyExc_ValueError, "%s must have 1 dimension, not %d", name, v->ndim);
        return -1;
    }
    if (!PyBuffer_IsContiguous(v, 'C')) {
        PyErr_Format(PyExc_ValueError, "%s must be C-contiguous (np.ascontiguousarray)", name);
        return -1;
    }
    if (writable && v->readonly) {
        PyErr_Format(PyExc_ValueError, "%s must be writable: the loop writes its results there", name);
        return -1;
    }
    return 0;
}

static void release(Array *arrays, int count) {
    for (int i = 0; i < count; i++) {
        if (arrays[i].held) PyBuffer_Release(&arrays[i].view);
        arrays[i].held = 0;
    }
}

#define LEN(array) ((int64_t)(array).view.shape[0])

/* road_rules.derived_mark: 0 none, 1 red, 2 blue, for the entry at logical (column, row). */
static inline int derived_mark(const int64_t *lengths, int64_t column, int64_t row, int64_t k) {
    if (row >= 1) {
        if (column - k < 0) return 0;
        return row != lengths[column - k] ? 1 : 2;
    }
    if (column - k - 1 < 0) return 0;
    return lengths[column - 1] == lengths[column - 1 - k] ? 1 : 2;
}

typedef struct {
    int reading;
    int64_t depth, stop_after, win_banker, win_player, loss;
    const uint8_t *table;
} Rule;

/* A bet `bet` (1 Banker, 2 Player) settled by result `result` (0 Tie, 1 Banker, 2 Player): the slot of
 * counts[6] it adds to (Banker won, lost, pushed, Player won, lost, pushed). Row 0 (no bet) is never read. */
static const int SLOT[3][3] = {{0, 0, 0}, {2, 0, 1}, {5, 4, 3}};

/* One shoe of `n` results; adds to counts[6] and returns the net (in pay units) and units staked.
 * Everything the loop reads or writes per hand is a local (the compiler cannot keep the rule's fields
 * or the counts in registers through a store into an array that might alias them); a bet is settled
 * by table (its slot by bet and result) rather than by branches on the result, which no predictor can
 * guess; and only a rule with a stop keeps the run of losses, which makes each bet wait on the result
 * before it. */
static void run_shoe(const uint8_t *results, int64_t n, const Rule *rule, int64_t *lengths, int64_t *counts,
                     int64_t *net_out, int64_t *staked_out) {
    const uint8_t *table = rule->table;
    const int derived = rule->reading == DERIVED;
    const int64_t depth = rule->depth, stop_after = rule->stop_after;
    /* The net a slot adds: a win's pay, a loss, a push, nothing. */
    const int64_t pay[6] = {rule->win_banker, -rule->loss, 0, rule->win_player, -rule->loss, 0};
    const uint32_t mask = (1u << depth) - 1u;
    int64_t tally[6] = {0, 0, 0, 0, 0, 0};
    uint32_t history = 0;
    int64_t decided = 0, columns = 0, lost = 0, net = 0;
    int last = TIE, stopped = 0;
    for (int64_t h = 0; h < n; h++) {
        int result = results[h];
        int bet = 0;
        if (!stopped) {
            if (!derived) {
                bet = decided >= depth ? table[history & mask] : 0;
            } else if (columns > 0) {
                /* A Banker next: continues the last column when it is Banker's, else starts one. */
                int64_t c = columns - 1;
                int mark = last == BANKER ? derived_mark(lengths, c, lengths[c], depth)
                                          : derived_mark(lengths, c + 1, 0, depth);
                bet = table[mark];
            }
        }
        if (bet) {
            int slot = SLOT[bet][result];
            tally[slot] += 1;
            net += pay[slot];
            if (stop_after > 0) {
                /* A loss (slots 1 and 4) adds to the run of losses, a win (0 and 3) ends it, a push
                 * leaves it. */
                if (slot == 1 || slot == 4) {
                    lost += 1;
                    stopped = lost >= stop_after;
                } else if (slot == 0 || slot == 3) {
                    lost = 0;
                }
            }
        }
        if (result != TIE) {
            history = (history << 1) | (uint32_t)(result == BANKER);
            decided += 1;
            if (derived) {
                if (result == last) {
                    lengths[columns - 1] += 1;
                } else {
                    lengths[columns++] = 1;
                }
            }
            last = result;
        }
    }
    int64_t staked = 0;
    for (int i = 0; i < 6; i++) {
        counts[i] += tally[i];
        staked += tally[i];
    }
    *net_out = net;
    *staked_out = staked;
}

static PyObject *run_rule(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *objs[6];
    int reading;
    long long depth, stop_after, win_banker, win_player, loss;
    if (!PyArg_ParseTuple(args, "OOiLOLLLLOOO:run_rule", &objs[0], &objs[1], &reading, &depth, &objs[2], &stop_after,
                          &win_banker, &win_player, &loss, &objs[3], &objs[4], &objs[5]))
        return NULL;
    if (reading != PATTERN && reading != DERIVED) {
        PyErr_Format(PyExc_ValueError, "reading must be 0 (pattern) or 1 (derived road), not %d", reading);
        return NULL;
    }
    if (reading == PATTERN ? (depth < 1 || depth > MAX_PATTERN) : (depth < 1 || depth > 3)) {
        PyErr_Format(PyExc_ValueError, "depth %lld does not fit the reading", depth);
        return NULL;
    }
    if (stop_after < 0 || win_banker < 0 || win_player < 0 || loss < 1) {
        PyErr_SetString(PyExc_ValueError, "stop_after >= 0, wins >= 0 and loss >= 1 (pay units)");
        return NULL;
    }
    Array arrays[6];
    memset(arrays, 0, sizeof arrays);
    if (take(objs[0], &arrays[0], "outcomes", 0, 0) || take(objs[1], &arrays[1], "starts", 1, 0) ||
        take(objs[2], &arrays[2], "table", 0, 0) || take(objs[3], &arrays[3], "counts", 1, 1) ||
        take(objs[4], &arrays[4], "shoe_net", 1, 1) || take(objs[5], &arrays[5], "shoe_staked", 1, 1)) {
        release(arrays, 6);
        return NULL;
    }
    const uint8_t *outcomes = (const uint8_t *)arrays[0].view.buf;
    const int64_t *starts = (const int64_t *)arrays[1].view.buf;
    const uint8_t *table = (const uint8_t *)arrays[2].view.buf;
    int64_t n = LEN(arrays[0]), shoes = LEN(arrays[1]) - 1;
    int64_t size = reading == PATTERN ? ((int64_t)1 << depth) : 3;
    const char *problem = NULL;
    if (shoes < 0) problem = "starts must hold one more entry than there are shoes (the end of the last)";
    else if (LEN(arrays[2]) != size) problem = "table must hold 2**depth entries for a pattern, 3 for a road";
    else if (LEN(arrays[3]) != 6) problem = "counts must hold 6 entries";
    else if (LEN(arrays[4]) < shoes || LEN(arrays[5]) < shoes) problem = "shoe_net and shoe_staked need a shoe each";
    for (int64_t i = 0; !problem && i < size; i++)
        if (table[i] > 2) problem = "table entries must be 0 (no bet), 1 (Banker) or 2 (Player)";
    for (int64_t i = 0; !problem && i < n; i++)
        if (outcomes[i] > 2) problem = "outcomes must be 0 (Tie), 1 (Banker) or 2 (Player)";
    int64_t longest = 0;
    for (int64_t s = 0; !problem && s <= shoes; s++) {
        if (starts[s] < 0 || starts[s] > n || (s > 0 && starts[s] < starts[s - 1]))
            problem = "starts must rise from 0 to the number of outcomes";
        else if (s > 0 && starts[s] - starts[s - 1] > longest)
            longest = starts[s] - starts[s - 1];
    }
    if (problem) {
        PyErr_SetString(PyExc_ValueError, problem);
        release(arrays, 6);
        return NULL;
    }
    int64_t *lengths = malloc(sizeof(int64_t) * (size_t)(longest + 1));
    if (!lengths) {
        release(arrays, 6);
        return PyErr_NoMemory();
    }
    Rule rule = {reading, depth, stop_after, win_banker, win_player, loss, table};
    int64_t *counts = (int64_t *)arrays[3].view.buf;
    int64_t *nets = (int64_t *)arrays[4].view.buf, *staked = (int64_t *)arrays[5].view.buf;
    Py_BEGIN_ALLOW_THREADS;
    for (int64_t s = 0; s < shoes; s++)
        run_shoe(outcomes + starts[s], starts[s + 1] - starts[s], &rule, lengths, counts, &nets[s], &staked[s]);
    Py_END_ALLOW_THREADS;
    free(lengths);
    release(arrays, 6);
    Py_RETURN_NONE;
}

/* Results of dealt coups from their facts keys (tables.winner over _kernels.deal_orders' rows):
 * rows int64 [n*5] (shoe, start, cards, key, last), outcomes uint8 [n]. Returns nothing. */
static PyObject *winners(PyObject *self, PyObject *args) {
    (void)self;
    PyObject *rows_obj, *out_obj;
    if (!PyArg_ParseTuple(args, "OO:winners", &rows_obj, &out_obj)) return NULL;
    Array arrays[2];
    memset(arrays, 0, sizeof arrays);
    if (take(rows_obj, &arrays[0], "rows", 1, 0) || take(out_obj, &arrays[1], "outcomes", 0, 1)) {
        release(arrays, 2);
        return NULL;
    }
    int64_t n = LEN(arrays[1]);
    if (LEN(arrays[0]) < 5 * n) {
        PyErr_SetString(PyExc_ValueError, "rows must hold five columns for each outcome");
        release(arrays, 2);
        return NULL;
    }
    const int64_t *rows = (const int64_t *)arrays[0].view.buf;
    uint8_t *out = (uint8_t *)arrays[1].view.buf;
    Py_BEGIN_ALLOW_THREADS;
    for (int64_t i = 0; i < n; i++) {
        int64_t key = rows[5 * i + 3];
        int64_t totals = key < 0 ? 0 : key >> 6;
        int64_t pt = totals / 10, bt = totals % 10;
        out[i] = (uint8_t)(pt == bt ? TIE : (bt > pt ? BANKER : PLAYER));
    }
    Py_END_ALLOW_THREADS;
    release(arrays, 2);
    Py_RETURN_NONE;
}

static PyMethodDef methods[] = {
    {"run_rule", run_rule, METH_VARARGS, "Run a road rule over shoes of results (backtest.run_rule)."},
    {"winners", winners, METH_VARARGS, "Results of dealt coups from deal_orders' rows (backtest.winners)."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_backtest",
    "The road-rule backtester's compiled loop; engine/fast/backtest.py is its typed face.", -1, methods, NULL, NULL,
    NULL, NULL,
};

PyMODINIT_FUNC PyInit__backtest(void) {
    PyObject *m = PyModule_Create(&module);
    if (m == NULL) return NULL;
    if (PyModule_AddIntConstant(m, "MAX_PATTERN", MAX_PATTERN)) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
