#include "engine/play/game/fiber.h"

#include <sys/mman.h>
#include <unistd.h>

#include <cstdlib>
#include <memory>
#include <new>
#include <utility>
#include <vector>

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

}  // namespace

// Boost.Context's stack allocator: the pool's stacks. Boost gives the stack back when the fiber ends.
struct Fiber::PoolStack {
  Fiber* owner;
  boost::context::stack_context allocate() {
    owner->stack_ = take_stack();
    boost::context::stack_context s;
    s.size = kStackSize;
    s.sp = static_cast<char*>(owner->stack_) + kStackSize;  // the top: stacks grow down
    return s;
  }
  void deallocate(boost::context::stack_context& s) noexcept { give_stack(static_cast<char*>(s.sp) - s.size); }
};

Fiber::Fiber(Body body, void* arg) : body_(body), arg_(arg) {}

Fiber::~Fiber() {
  if (started_ && !finished_) std::abort();  // Boost would unwind it through the body's catch-all
}

boost::context::fiber Fiber::run(boost::context::fiber&& caller) {
  caller_ = std::move(caller);
  finish_switch(nullptr, &caller_bottom_, &caller_size_);
  body_(arg_);
  finished_ = true;
  start_switch(nullptr, caller_bottom_, caller_size_);  // this stack is done: no fake stack kept
  return std::move(caller_);
}

void Fiber::resume() {
  if (finished_) return;
  if (!started_) {
    fiber_ = boost::context::fiber(std::allocator_arg, PoolStack{this},
                                   [this](boost::context::fiber&& caller) { return run(std::move(caller)); });
    started_ = true;  // not before: a stack that could not be had leaves the fiber unstarted
  }
  start_switch(&fake_caller_, stack_, kStackSize);
  fiber_ = std::move(fiber_).resume();
  finish_switch(fake_caller_, nullptr, nullptr);
}

void Fiber::suspend() {
  start_switch(&fake_fiber_, caller_bottom_, caller_size_);
  caller_ = std::move(caller_).resume();
  finish_switch(fake_fiber_, &caller_bottom_, &caller_size_);
}

}  // namespace bnb
