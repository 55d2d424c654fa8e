#include "engine/game/fiber.h"

#include <sys/mman.h>
#include <unistd.h>

#include <cstdint>
#include <cstdlib>
#include <new>
#include <vector>

// Elsewhere than on x86-64 (or built with -DBNB_FIBER_UCONTEXT, to compare): swapcontext.
#if !defined(__x86_64__) && !defined(BNB_FIBER_UCONTEXT)
#define BNB_FIBER_UCONTEXT 1
#endif
#ifdef BNB_FIBER_UCONTEXT
#include <ucontext.h>
#endif

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define BNB_FIBER_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define BNB_FIBER_ASAN 1
#endif
#ifdef BNB_FIBER_ASAN
#include <sanitizer/asan_interface.h>
#include <sanitizer/common_interface_defs.h>
#endif

#ifndef BNB_FIBER_UCONTEXT
// x86-64 System V: save the callee-saved registers and the FPU/SSE control words on the current
// stack, store its pointer in *from, continue on `to`. glibc's swapcontext would also save and
// restore the signal mask, one system call per switch; the engine never changes it.
extern "C" void bnb_fiber_switch(void** from, void* to);
extern "C" void bnb_fiber_start();
asm(R"(
  .pushsection .text
  .globl bnb_fiber_switch
  .type bnb_fiber_switch, @function
bnb_fiber_switch:
  .cfi_startproc
  pushq %rbp
  pushq %rbx
  pushq %r12
  pushq %r13
  pushq %r14
  pushq %r15
  subq $8, %rsp
  stmxcsr (%rsp)
  fnstcw 4(%rsp)
  movq %rsp, (%rdi)
  movq %rsi, %rsp
  ldmxcsr (%rsp)
  fldcw 4(%rsp)
  addq $8, %rsp
  popq %r15
  popq %r14
  popq %r13
  popq %r12
  popq %rbx
  popq %rbp
  ret
  .cfi_endproc
  .size bnb_fiber_switch, .-bnb_fiber_switch

  .globl bnb_fiber_start
  .type bnb_fiber_start, @function
bnb_fiber_start:
  .cfi_startproc
  .cfi_undefined rip
  movq %r12, %rdi
  callq *%rbx
  ud2
  .cfi_endproc
  .size bnb_fiber_start, .-bnb_fiber_start
  .popsection
)");
#endif

namespace bnb {

namespace {

size_t page_size() {
  static const size_t p = size_t(sysconf(_SC_PAGESIZE));
  return p;
}

// Stacks are kept per thread for the next fiber: a bot that copies games makes many fibers.
struct StackPool {
  std::vector<void*> free;
  ~StackPool() {
    for (void* s : free) munmap(static_cast<char*>(s) - page_size(), Fiber::kStackSize + page_size());
  }
};
thread_local StackPool pool;

void* take_stack() {
  if (!pool.free.empty()) {
    void* s = pool.free.back();
    pool.free.pop_back();
#ifdef BNB_FIBER_ASAN
    __asan_unpoison_memory_region(s, Fiber::kStackSize);  // frames an earlier fiber left behind
#endif
    return s;
  }
  const size_t guard = page_size();
  void* m = mmap(nullptr, Fiber::kStackSize + guard, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
  if (m == MAP_FAILED) throw std::bad_alloc();
  mprotect(m, guard, PROT_NONE);  // an overflow faults instead of writing over other memory
  return static_cast<char*>(m) + guard;
}

void give_stack(void* s) {
  if (pool.free.size() < 64) {
    pool.free.push_back(s);
    return;
  }
  munmap(static_cast<char*>(s) - page_size(), Fiber::kStackSize + page_size());
}

#ifdef BNB_FIBER_ASAN
void start_switch(void** fake, const void* bottom, size_t size) { __sanitizer_start_switch_fiber(fake, bottom, size); }
void finish_switch(void* fake, const void** bottom, size_t* size) {
  __sanitizer_finish_switch_fiber(fake, bottom, size);
}
#else
void start_switch(void**, const void*, size_t) {}
void finish_switch(void*, const void**, size_t*) {}
#endif

#ifdef BNB_FIBER_UCONTEXT
struct Contexts {
  ucontext_t fiber, caller;
};
#endif

}  // namespace

Fiber::Fiber(Body body, void* arg) : body_(body), arg_(arg) {}

Fiber::~Fiber() {
  if (stack_) give_stack(stack_);
#ifdef BNB_FIBER_UCONTEXT
  delete static_cast<Contexts*>(ctx_);
#endif
}

void Fiber::main(void* p) {
  Fiber* f = static_cast<Fiber*>(p);
  finish_switch(nullptr, &f->caller_bottom_, &f->caller_size_);
  f->body_(f->arg_);
  f->finished_ = true;
  start_switch(nullptr, f->caller_bottom_, f->caller_size_);  // this stack is done: no fake stack kept
#ifdef BNB_FIBER_UCONTEXT
  Contexts* c = static_cast<Contexts*>(f->ctx_);
  swapcontext(&c->fiber, &c->caller);
#else
  bnb_fiber_switch(&f->sp_, f->caller_sp_);
#endif
  std::abort();  // a finished fiber is never resumed
}

void Fiber::resume() {
  if (finished_) return;
  if (!started_) {
    started_ = true;
    stack_ = take_stack();
    char* top = static_cast<char*>(stack_) + kStackSize;
#ifdef BNB_FIBER_UCONTEXT
    Contexts* c = new Contexts;
    ctx_ = c;
    getcontext(&c->fiber);
    c->fiber.uc_stack.ss_sp = stack_;
    c->fiber.uc_stack.ss_size = kStackSize;
    c->fiber.uc_link = nullptr;
    // makecontext passes int arguments only: the pointer travels in two halves.
    const uintptr_t self = reinterpret_cast<uintptr_t>(this);
    makecontext(&c->fiber, reinterpret_cast<void (*)()>(+[](unsigned hi, unsigned lo) {
                  Fiber::main(reinterpret_cast<void*>((uintptr_t(hi) << 32) | lo));
                }),
                2, unsigned(uint64_t(self) >> 32), unsigned(self & 0xffffffffu));
#else
    // The first switch "returns" into bnb_fiber_start with r12 = this, rbx = main; the address
    // after the return slot is 16-byte aligned, as the ABI wants before a call.
    uint64_t* sp = reinterpret_cast<uint64_t*>(top - 16) - 8;
    sp[0] = 0x1F80 | (uint64_t(0x037F) << 32);  // MXCSR, x87 control word: the defaults
    sp[1] = sp[2] = sp[3] = 0;                  // r15 r14 r13
    sp[4] = reinterpret_cast<uint64_t>(this);   // r12
    sp[5] = reinterpret_cast<uint64_t>(&Fiber::main);  // rbx
    sp[6] = 0;                                  // rbp
    sp[7] = reinterpret_cast<uint64_t>(&bnb_fiber_start);
    sp_ = sp;
#endif
  }
  start_switch(&fake_caller_, stack_, kStackSize);
#ifdef BNB_FIBER_UCONTEXT
  Contexts* c = static_cast<Contexts*>(ctx_);
  swapcontext(&c->caller, &c->fiber);
#else
  bnb_fiber_switch(&caller_sp_, sp_);
#endif
  finish_switch(fake_caller_, nullptr, nullptr);
  if (finished_ && stack_) {
    give_stack(stack_);
    stack_ = nullptr;
  }
}

void Fiber::suspend() {
  start_switch(&fake_fiber_, caller_bottom_, caller_size_);
#ifdef BNB_FIBER_UCONTEXT
  Contexts* c = static_cast<Contexts*>(ctx_);
  swapcontext(&c->fiber, &c->caller);
#else
  bnb_fiber_switch(&sp_, caller_sp_);
#endif
  finish_switch(fake_fiber_, &caller_bottom_, &caller_size_);
}

}  // namespace bnb
